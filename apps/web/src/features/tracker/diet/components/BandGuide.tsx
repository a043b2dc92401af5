import type { DietResponse } from '@app/contract/schemas/vaccination';
import { Section } from '../../../../components/Section';
import { enVaccination } from '../../../../i18n/enVaccination';

type Band = NonNullable<DietResponse['band']>;

/** The feeding guidance of the child's age band: how often, texture, amount per meal, snacks. */
export function BandGuide({ band }: { band: Band }) {
  const t = enVaccination.diet;
  const facts: { term: string; value: string | null }[] = [
    { term: t.frequency, value: band.frequency },
    { term: t.texture, value: band.texture },
    { term: t.amountPerMeal, value: band.amountPerMeal },
    { term: t.snacks, value: band.snacks },
  ];
  return (
    <Section
      className="diet-guide"
      headingId="diet-guide-title"
      heading={t.guide(band.label)}
      headingClassName="diet-guide-title"
    >
      <dl className="diet-guide-facts">
        {facts.map((fact) =>
          fact.value ? (
            <div key={fact.term} className="diet-guide-fact">
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </Section>
  );
}

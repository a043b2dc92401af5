import type { DietResponse } from '@app/contract/schemas/vaccination';
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
    <section className="diet-guide" aria-labelledby="diet-guide-title">
      <h2 id="diet-guide-title" className="diet-guide-title">
        {t.guide(band.label)}
      </h2>
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
    </section>
  );
}

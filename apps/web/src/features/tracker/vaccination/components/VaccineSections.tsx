import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { type RefObject, useEffect, useRef } from 'react';
import { enVaccination } from '../../../../i18n/enVaccination';
import { categorySlug, type VaccineCategory } from '../categories';
import type { VaccineFilter, VaccineSection } from '../vaccines';
import { VaccineCard } from './VaccineCard';

interface VaccineSectionsProps {
  sections: readonly VaccineSection[];
  filter: VaccineFilter;
  expanded: ReadonlySet<number>;
  onToggle: (vaccine: VaccineItem) => void;
  onView: (vaccine: VaccineItem) => void;
  /** The section at the top of the screen, as the parent scrolls. */
  onScrolledTo: (category: VaccineCategory) => void;
  /** While a chosen chip's section is being scrolled to, the sections passed on the way are not reported. */
  quietUntil: RefObject<number>;
}

export const sectionId = (category: string) => `ages-${categorySlug(category)}`;

/** The doses by age, one section per chip (an empty one says so, so every chip leads somewhere). */
export function VaccineSections({
  sections,
  filter,
  expanded,
  onToggle,
  onView,
  onScrolledTo,
  quietUntil,
}: VaccineSectionsProps) {
  const root = useRef<HTMLDivElement>(null);
  useSectionAtTop(root, sections, onScrolledTo, quietUntil);
  return (
    <div ref={root} className="vaccine-sections">
      {sections.map(({ category, vaccines }) => {
        const id = sectionId(category);
        return (
          <section
            key={category}
            id={id}
            data-category={category}
            className="vaccine-section"
            aria-labelledby={`${id}-title`}
          >
            <h2 id={`${id}-title`} className="goal-section-title">
              {category}
            </h2>
            {vaccines.length === 0 ? (
              <p className="tracker-note vaccine-none">{enVaccination.noneForFilter[filter]}</p>
            ) : (
              <ul className="card-list vaccine-list">
                {vaccines.map((vaccine) => (
                  <VaccineCard
                    key={vaccine.vaccineId}
                    vaccine={vaccine}
                    expanded={expanded.has(vaccine.vaccineId)}
                    onToggle={() => onToggle(vaccine)}
                    onView={() => onView(vaccine)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * Reports the first section crossing the band below the sticky chips, so the chip follows the
 * parent's scrolling. Without IntersectionObserver (old web views, tests) the chips simply stay
 * as chosen.
 */
function useSectionAtTop(
  root: RefObject<HTMLElement | null>,
  sections: readonly VaccineSection[],
  onScrolledTo: (category: VaccineCategory) => void,
  quietUntil: RefObject<number>,
) {
  const report = useRef(onScrolledTo);
  report.current = onScrolledTo;
  const order = sections.map((s) => s.category).join('|');

  useEffect(() => {
    const container = root.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    const categories = order.split('|') as VaccineCategory[];
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const category = (entry.target as HTMLElement).dataset.category ?? '';
          if (entry.isIntersecting) crossing.add(category);
          else crossing.delete(category);
        }
        if (Date.now() < (quietUntil.current ?? 0)) return;
        const top = categories.find((c) => crossing.has(c));
        if (top) report.current(top);
      },
      { rootMargin: '-90px 0px -65% 0px' },
    );
    for (const section of container.querySelectorAll('[data-category]')) observer.observe(section);
    return () => observer.disconnect();
  }, [root, order, quietUntil]);
}

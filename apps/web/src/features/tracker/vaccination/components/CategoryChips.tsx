import { useEffect, useRef } from 'react';
import { enVaccination } from '../../../../i18n/enVaccination';
import { chipScrollLeft } from '../../milestones';
import { categorySlug, type VaccineCategory } from '../categories';

interface CategoryChipsProps {
  categories: readonly VaccineCategory[];
  selected: VaccineCategory | undefined;
  /** The child's own category, marked 'now'. */
  current: VaccineCategory | null;
  onChoose: (category: VaccineCategory) => void;
}

/**
 * The age chips (spec §2): native radios in one radio group 'Age', in a row that scrolls sideways
 * with the selected chip kept in the middle (the row only, never the page).
 */
export function CategoryChips({ categories, selected, current, onChoose }: CategoryChipsProps) {
  const row = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = row.current;
    const chip = selected ? container?.querySelector<HTMLElement>(`[data-age="${categorySlug(selected)}"]`) : null;
    if (!chip || !container) return;
    container.scrollLeft = chipScrollLeft(chip.offsetLeft, chip.offsetWidth, container.clientWidth);
  }, [selected]);

  return (
    <div ref={row} className="bands vaccine-ages" role="radiogroup" aria-label={enVaccination.ages}>
      {categories.map((category) => {
        const checked = category === selected;
        return (
          <label
            key={category}
            data-age={categorySlug(category)}
            className={checked ? 'band-chip band-chip--checked' : 'band-chip'}
          >
            <input
              className="tap-cover chip-input"
              type="radio"
              name="vaccine-age"
              value={category}
              checked={checked}
              onChange={() => onChoose(category)}
            />
            {category}
            {category === current && <span className="band-chip-now"> · {enVaccination.currentAge}</span>}
          </label>
        );
      })}
    </div>
  );
}

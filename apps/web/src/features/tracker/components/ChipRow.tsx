import { useEffect, useRef } from 'react';
import { RadioLabel } from '../../../components/RadioLabel';
import { chipScrollLeft } from '../milestones';

export interface Chip<T> {
  /** Unique in the row; also the radio's value. */
  key: string;
  label: string;
  value: T;
}

interface ChipRowProps<T> {
  /** The radios' name. */
  name: string;
  /** The radio group's accessible name. */
  label: string;
  className?: string;
  chips: readonly Chip<T>[];
  selectedKey: string | undefined;
  /** The child's own chip (their age band, their age), marked with `currentLabel`. */
  currentKey: string | undefined;
  currentLabel: string;
  onChoose: (value: T) => void;
}

/**
 * A row of chips to choose one of (the milestones' age bands, the vaccinations' ages; spec §2):
 * native radios in one radio group, so arrow keys move the choice, in a row that scrolls sideways
 * with the selected chip kept in the middle (the row only, never the page).
 */
export function ChipRow<T>({
  name,
  label,
  className,
  chips,
  selectedKey,
  currentKey,
  currentLabel,
  onChoose,
}: ChipRowProps<T>) {
  const row = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = row.current;
    const chip = selectedKey ? container?.querySelector<HTMLElement>(`[data-chip="${selectedKey}"]`) : null;
    if (!chip || !container) return;
    container.scrollLeft = chipScrollLeft(chip.offsetLeft, chip.offsetWidth, container.clientWidth);
  }, [selectedKey]);

  return (
    <div ref={row} className={className ? `bands ${className}` : 'bands'} role="radiogroup" aria-label={label}>
      {chips.map((chip) => {
        const checked = chip.key === selectedKey;
        const id = `${name}-${chip.key.replace(/[^a-z0-9]+/gi, '-')}`;
        return (
          <RadioLabel
            key={chip.key}
            data-chip={chip.key}
            block="band-chip"
            radio={{ id, name, value: chip.key, className: 'chip-input' }}
            checked={checked}
            onChoose={() => onChoose(chip.value)}
          >
            {chip.label}
            {chip.key === currentKey && <span className="band-chip-now"> · {currentLabel}</span>}
          </RadioLabel>
        );
      })}
    </div>
  );
}

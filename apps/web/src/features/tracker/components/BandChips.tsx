import type { MilestoneListResponse } from '@app/contract/schemas/tracker';
import { useEffect, useRef } from 'react';
import { enTracker } from '../../../i18n/enTracker';
import { bandKey, chipScrollLeft, sameBand } from '../milestones';

type Band = MilestoneListResponse['band'];

interface BandChipsProps {
  bands: readonly Band[];
  selectedKey: string | undefined;
  /** The child's own band, marked 'now'. */
  currentBand: Band | null;
  onChoose: (band: Band) => void;
}

/**
 * The age-band chips (spec §2): native radios in one radio group, in a row that scrolls sideways
 * with the selected band scrolled into the middle. Arrow keys move the choice, as in any radio group.
 */
export function BandChips({ bands, selectedKey, currentBand, onChoose }: BandChipsProps) {
  const row = useRef<HTMLDivElement>(null);

  // Scrolls the row only (never the page) so the selected chip sits in the middle.
  useEffect(() => {
    const container = row.current;
    const chip = selectedKey ? container?.querySelector<HTMLElement>(`[data-band="${selectedKey}"]`) : null;
    if (!chip || !container) return;
    container.scrollLeft = chipScrollLeft(chip.offsetLeft, chip.offsetWidth, container.clientWidth);
  }, [selectedKey]);

  return (
    <div ref={row} className="bands" role="radiogroup" aria-label={enTracker.milestone.bands}>
      {bands.map((band) => {
        const key = bandKey(band);
        const checked = key === selectedKey;
        return (
          <label key={key} data-band={key} className={checked ? 'band-chip band-chip--checked' : 'band-chip'}>
            <input
              className="tap-cover chip-input"
              type="radio"
              name="milestone-band"
              value={key}
              checked={checked}
              onChange={() => onChoose(band)}
            />
            {band.label}
            {sameBand(band, currentBand) && <span className="band-chip-now"> · {enTracker.milestone.currentBand}</span>}
          </label>
        );
      })}
    </div>
  );
}

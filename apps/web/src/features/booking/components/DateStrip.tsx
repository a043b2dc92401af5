import { useEffect, useRef } from 'react';
import { RadioLabel } from '../../../components/RadioLabel';
import { enBooking } from '../../../i18n/enBooking';
import type { StripDay } from '../../../lib/dates';
import './slotPicker.css';

interface DateStripProps {
  name: string;
  days: readonly StripDay[];
  value: string | undefined;
  onChange: (iso: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Hide the legend when a heading already says it. */
  legendHidden?: boolean;
}

/**
 * The 15 days from today in India as one horizontally scrolling row (spec §2): weekday
 * abbreviation and day number. Real radio buttons underneath, so arrow keys move the choice and a
 * screen reader says the full date; the chosen day is scrolled into view.
 */
export function DateStrip({ name, days, value, onChange, invalid, describedBy, legendHidden }: DateStripProps) {
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!value) return;
    // Measured in the next frame, where the browser lays the page out anyway: measuring here, in
    // React's effects, forced a layout of the whole new screen inside its longest task on a phone.
    const frame = requestAnimationFrame(() => {
      const chosen = rowRef.current?.querySelector<HTMLElement>(`[data-date="${value}"]`);
      const row = rowRef.current;
      if (!chosen || !row) return;
      // Scrolls the row only (never the page), keeping the chosen day near the middle.
      const left = chosen.offsetLeft - (row.clientWidth - chosen.clientWidth) / 2;
      row.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return (
    <fieldset className="date-strip" aria-describedby={describedBy} aria-invalid={invalid ? true : undefined}>
      <legend className={legendHidden ? 'visually-hidden' : 'choices-legend'}>
        {enBooking.appointment.dateLegend}
      </legend>
      <div className="date-strip-row" ref={rowRef}>
        {days.map((day, index) => {
          const id = `${name}-${day.iso}`;
          const checked = day.iso === value;
          return (
            <RadioLabel
              key={day.iso}
              data-date={day.iso}
              block="date-chip"
              className="tile"
              radio={{
                id,
                name,
                value: day.iso,
                className: 'date-chip-input',
                'aria-label': index === 0 ? `${enBooking.appointment.today}, ${day.label}` : day.label,
              }}
              checked={checked}
              onChoose={() => onChange(day.iso)}
            >
              <span className="date-chip-weekday" aria-hidden="true">
                {day.weekday}
              </span>
              <span className="date-chip-day" aria-hidden="true">
                {day.day}
              </span>
              <span className="date-chip-month" aria-hidden="true">
                {index === 0 ? enBooking.appointment.today : day.month}
              </span>
            </RadioLabel>
          );
        })}
      </div>
    </fieldset>
  );
}

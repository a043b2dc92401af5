import { formatDate } from '@app/contract/dates';
import { useEffect, useRef } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enIN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { enFlow } from '../i18n/enFlow';
import { DialogFrame } from './DialogFrame';

/**
 * The day picker works in Date objects of the phone's own zone; the app in 'yyyy-MM-dd'. Noon of
 * the day, not midnight: no zone's summer-time change can move noon into another day.
 */
export function localDay(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(year, month - 1, day, 12);
  // Years 0-99 would be read as 1900-1999.
  date.setFullYear(year);
  return date;
}

export function isoDay(date: Date): string {
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function rangeText(label: string, min: string | undefined, max: string | undefined): string {
  const t = enFlow.dateField;
  if (min && max) return t.calendarRange(label, formatDate(min), formatDate(max));
  if (min) return t.calendarFrom(label, formatDate(min));
  if (max) return t.calendarUntil(label, formatDate(max));
  return label;
}

interface DateCalendarProps {
  /** The field's label, said with the days it takes (the dialog's title is the same for every field). */
  label: string;
  value: string | undefined;
  min: string | undefined;
  max: string | undefined;
  onClose: () => void;
  onPick: (iso: string) => void;
}

/**
 * A date field's calendar: react-day-picker's month grid (arrow keys move a day or a week, Page Up
 * and Down a month, Enter picks) in the app's modal dialog, with the days outside min and max
 * disabled and a year list for a date of birth years back. It opens on the chosen day, else on
 * today's month (kept within the bounds).
 */
export function DateCalendar({ label, value, min, max, onClose, onPick }: DateCalendarProps) {
  const body = useRef<HTMLDivElement>(null);
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: localDay(min) });
  if (max) disabled.push({ after: localDay(max) });
  // Without a date yet, today's month (inside the bounds): where most dates are picked.
  const today = isoDay(new Date());
  const shown = value ?? (max && today > max ? max : min && today < min ? min : today);
  const month = localDay(shown);

  useEffect(() => {
    // The dialog is shown by now (a child's effect runs first): focus goes to the day the grid
    // offers (the chosen one, or today), so the arrow keys work at once.
    body.current?.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]')?.focus();
  }, []);

  return (
    <DialogFrame
      open
      onDismiss={onClose}
      title={enFlow.dateField.calendarTitle}
      text={rangeText(label, min, max)}
      className="date-dialog"
    >
      <div ref={body}>
        <DayPicker
          mode="single"
          required
          locale={enIN}
          selected={value ? localDay(value) : undefined}
          defaultMonth={month}
          startMonth={min ? localDay(min) : new Date(1900, 0, 1)}
          endMonth={max ? localDay(max) : new Date(month.getFullYear() + 5, 11, 31)}
          captionLayout="dropdown"
          disabled={disabled}
          onSelect={(date) => onPick(isoDay(date))}
        />
      </div>
      <button type="button" className="btn btn-secondary btn-block" onClick={onClose}>
        {enFlow.dateField.cancel}
      </button>
    </DialogFrame>
  );
}

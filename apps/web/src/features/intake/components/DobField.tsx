import { completedMonths } from '@app/contract/calendar';
import { useRef } from 'react';
import { Field } from '../../../components/Field';
import { CalendarIcon } from '../../../components/moreIcons';
import { enFlow } from '../../../i18n/enFlow';
import { type DobProblem, dobProblemText, EARLIEST_DOB } from '../childDetails';
import { formatDayMonthYear } from '../dates';

interface DobFieldProps {
  /** What the box shows, dd/MM/yyyy as typed so far. */
  text: string;
  /** The date it stands for, 'yyyy-MM-dd', once it is a whole real date. */
  iso: string | undefined;
  /** Indian today, 'yyyy-MM-dd': the latest date the calendar offers. */
  today: string;
  /** The message to show under the box, if any. */
  problem: DobProblem | undefined;
  invalid?: boolean;
  onType: (text: string) => void;
  onPick: (iso: string) => void;
  onBlur: () => void;
}

function ageText(dob: string, today: string): string {
  const months = completedMonths(dob, today);
  if (months >= 24) return enFlow.intake.child.ageYears(Math.floor(months / 12));
  if (months >= 1) return enFlow.intake.child.ageMonths(months);
  return enFlow.intake.child.ageNewborn;
}

/**
 * Date of birth as dd/MM/yyyy (spec §2), never in the future. A text box shows and takes the
 * spec's format whatever the phone's language (a bare `<input type=date>` shows the browser's own
 * order, mm/dd/yyyy on many phones); the calendar button opens the browser's own date picker, whose
 * `max` keeps future days out. The chosen date is repeated with the age it gives.
 */
export function DobField({ text, iso, today, problem, invalid, onType, onPick, onBlur }: DobFieldProps) {
  const t = enFlow.intake.child;
  const picker = useRef<HTMLInputElement>(null);
  const chosen = iso && !problem ? t.dobChosen(formatDayMonthYear(iso), ageText(iso, today)) : '';

  function openCalendar() {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // Older web views without showPicker(): a click on the date input opens it.
      input.click();
    }
  }

  return (
    <Field htmlFor="dob" label={t.dobLabel}>
      <div className={problem || invalid ? 'input-box input-box--invalid date-box' : 'input-box date-box'}>
        <input
          id="dob"
          className="date-box-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.dobPlaceholder}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onBlur={onBlur}
          aria-describedby={problem ? 'dob-hint dob-error' : 'dob-hint'}
          aria-invalid={problem || invalid ? true : undefined}
        />
        <button type="button" className="date-box-button" onClick={openCalendar} aria-label={t.dobCalendar}>
          <CalendarIcon width={22} height={22} />
        </button>
        <input
          ref={picker}
          className="date-box-picker"
          type="date"
          min={EARLIEST_DOB}
          max={today}
          value={iso ?? ''}
          onChange={(event) => event.target.value && onPick(event.target.value)}
          tabIndex={-1}
          aria-hidden="true"
        />
      </div>
      <p id="dob-hint" className={chosen ? 'field-hint field-hint--value' : 'field-hint'}>
        {chosen || t.dobHint}
      </p>
      <p id="dob-error" className="field-error">
        {problem ? dobProblemText[problem] : ''}
      </p>
    </Field>
  );
}

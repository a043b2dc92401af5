import {
  DATE_FIELD_PATTERN,
  type DateFieldProblem,
  formatDate,
  formatDateField,
  maskDateField,
  readDateField,
} from '@app/contract/dates';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { enFlow } from '../i18n/enFlow';
import { DateCalendar } from './DateCalendar';
import { FieldError } from './Field';
import { CalendarIcon } from './moreIcons';
import './dateField.css';

export interface DateFieldBaseProps {
  id: string;
  label: string;
  /** The first and last day that may be chosen, 'yyyy-MM-dd', both included. */
  min?: string | null | undefined;
  max?: string | null | undefined;
  required?: boolean;
  /** The form's own message for the field (a date it needs, the server's refusal). */
  error?: string | undefined;
  /** Under the field while it has no message. */
  hint?: ReactNode;
  /** This field's words for a typed date it cannot use (the catalogue's general ones otherwise). */
  messages?: Partial<Record<DateFieldProblem, string>>;
  /** Marks the field as needing attention without a message of its own (a form's summary says why). */
  invalid?: boolean;
  name?: string;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

type Bounds = { min?: string | undefined; max?: string | undefined };

const boundsOf = (min: string | null | undefined, max: string | null | undefined): Bounds => ({
  min: min ?? undefined,
  max: max ?? undefined,
});

/** The date a text stands for when the field can use it (whole, real, inside the bounds). */
function usableDate(text: string, bounds: Bounds): string | undefined {
  const read = readDateField(text, bounds);
  return read && 'iso' in read ? read.iso : undefined;
}

function problemText(problem: DateFieldProblem, bounds: Bounds, own: DateFieldBaseProps['messages']): string {
  const t = enFlow.dateField;
  const mine = own?.[problem];
  if (mine) return mine;
  if (problem === 'tooEarly') return t.tooEarly(formatDate(bounds.min));
  if (problem === 'tooLate') return t.tooLate(formatDate(bounds.max));
  return t[problem];
}

export interface DateTextFieldProps extends DateFieldBaseProps {
  /** What the box shows, dd/mm/yyyy as typed so far. */
  text: string;
  /** The new text, and the date it stands for once the field can use it. */
  onTextChange: (text: string, iso: string | undefined) => void;
}

/**
 * A date as India writes it, dd/mm/yyyy, whatever the phone's language (a bare `<input type=date>`
 * shows the browser's own order, mm/dd/yyyy in Chromium): a text box that puts the slashes in by
 * itself, with the numeric keypad, and a calendar button beside it. A date that cannot be (31/02),
 * or lies outside min and max, is said under the box at once; an unfinished one when the box is
 * left. This one is controlled by its text, for a form that keeps what was typed (the intake's date
 * of birth); DateField below takes and gives 'yyyy-MM-dd'.
 */
export function DateTextField(props: DateTextFieldProps) {
  const { id, label, text, onTextChange, required, error, hint, messages, invalid, name, className, onBlur, ref } =
    props;
  const bounds = boundsOf(props.min, props.max);
  const [left, setLeft] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const read = readDateField(text, bounds);
  const problem = read && 'problem' in read ? read.problem : undefined;
  const own = problem && (problem !== 'incomplete' || left) ? problemText(problem, bounds, messages) : undefined;
  const message = own ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function type(raw: string) {
    const next = maskDateField(raw);
    setLeft(false);
    onTextChange(next, usableDate(next, bounds));
  }

  return (
    <div className={className ? `field date-field ${className}` : 'field date-field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={message || invalid ? 'input-box input-box--invalid date-box' : 'input-box date-box'}>
        <input
          id={id}
          ref={ref}
          name={name}
          className="date-box-input"
          type="text"
          inputMode="numeric"
          pattern="\d{2}/\d{2}/\d{4}"
          maxLength={10}
          autoComplete="off"
          placeholder={DATE_FIELD_PATTERN}
          required={required}
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            setLeft(true);
            onBlur?.();
          }}
          aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
          aria-invalid={message || invalid ? true : undefined}
        />
        <button
          ref={calendarButton}
          type="button"
          className="date-box-button"
          onClick={() => setCalendarOpen(true)}
          aria-label={enFlow.dateField.calendarButton}
          aria-haspopup="dialog"
        >
          <CalendarIcon width={22} height={22} />
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={message} />
      {/* In the page only while open: a closed dialog would still be found by its name. */}
      {calendarOpen && (
        <DateCalendar
          label={label}
          value={usableDate(text, {})}
          min={bounds.min}
          max={bounds.max}
          onClose={() => {
            setCalendarOpen(false);
            calendarButton.current?.focus();
          }}
          onPick={(iso) => {
            setCalendarOpen(false);
            setLeft(true);
            onTextChange(formatDateField(iso), iso);
            calendarButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

export interface DateFieldProps extends DateFieldBaseProps {
  /** 'yyyy-MM-dd', or '' for none: what the form keeps and the server takes. */
  value: string;
  /** The date once the typed text is a usable one; '' while it is empty, unfinished or refused. */
  onChange: (iso: string) => void;
}

/**
 * DateTextField for a form that keeps 'yyyy-MM-dd' (react-hook-form through useController, or a
 * screen's state): the text stays the field's own, so a half-typed date is not lost, and a new
 * value from the form (a reset, a default loaded later) is shown as dd/mm/yyyy.
 */
export function DateField({ value, onChange, ...field }: DateFieldProps) {
  const bounds = boundsOf(field.min, field.max);
  const [text, setText] = useState(() => formatDateField(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Adjusting state while rendering (not in an effect): the box never shows a stale date.
    setSeen(value);
    if (value !== (usableDate(text, bounds) ?? '')) setText(formatDateField(value));
  }
  return (
    <DateTextField
      {...field}
      text={text}
      onTextChange={(next, iso) => {
        setText(next);
        if ((iso ?? '') !== value) onChange(iso ?? '');
      }}
    />
  );
}

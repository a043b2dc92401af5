import { completedMonths } from '@app/contract/calendar';
import { formatDate } from '@app/contract/dates';
import { DateTextField } from '../../../components/DateField';
import { enFlow } from '../../../i18n/enFlow';
import { type DobProblem, dobProblemText, EARLIEST_DOB } from '../childDetails';

interface DobFieldProps {
  /** What the box shows, dd/mm/yyyy as typed so far. */
  text: string;
  /** The date it stands for, 'yyyy-MM-dd', once it is a whole real date. */
  iso: string | undefined;
  /** Indian today, 'yyyy-MM-dd': the latest date the calendar offers. */
  today: string;
  /** The message to show under the box, if any. */
  problem: DobProblem | undefined;
  invalid?: boolean;
  onType: (text: string) => void;
  onBlur: () => void;
}

function ageText(dob: string, today: string): string {
  const months = completedMonths(dob, today);
  if (months >= 24) return enFlow.intake.child.ageYears(Math.floor(months / 12));
  if (months >= 1) return enFlow.intake.child.ageMonths(months);
  return enFlow.intake.child.ageNewborn;
}

/** The date field's own findings in the intake's words (spec §5 "Child details"). */
const DOB_MESSAGES = {
  incomplete: dobProblemText.invalid,
  notADate: dobProblemText.invalid,
  tooLate: dobProblemText.future,
  tooEarly: dobProblemText.tooOld,
};

/**
 * Date of birth as dd/MM/yyyy (spec §2), never in the future: the app's date field, kept by its
 * text (the form checks what was typed), with the chosen date repeated with the age it gives.
 */
export function DobField({ text, iso, today, problem, invalid, onType, onBlur }: DobFieldProps) {
  const t = enFlow.intake.child;
  const chosen = iso && !problem ? t.dobChosen(formatDate(iso), ageText(iso, today)) : '';
  return (
    <DateTextField
      id="dob"
      label={t.dobLabel}
      text={text}
      min={EARLIEST_DOB}
      max={today}
      messages={DOB_MESSAGES}
      error={problem ? dobProblemText[problem] : undefined}
      invalid={invalid}
      hint={chosen ? <span className="field-hint--value">{chosen}</span> : t.dobHint}
      onTextChange={onType}
      onBlur={onBlur}
    />
  );
}

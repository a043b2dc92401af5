import { enConsultation } from '../../../i18n/enConsultation';
import { countdownAnnouncement, countdownParts } from '../waitingRoom';

/**
 * The large 'mm ss' countdown. The digits are a timer (not announced: a screen reader reading
 * every second would drown everything else); a polite live region says the minutes left, which
 * changes once a minute.
 */
export function Countdown({ seconds, labelledBy }: { seconds: number; labelledBy: string }) {
  const t = enConsultation.oncall;
  const { mm, ss } = countdownParts(seconds);
  return (
    <div className="countdown">
      <div className="countdown-digits" role="timer" aria-labelledby={labelledBy} aria-live="off">
        <CountdownUnit value={mm} label={t.minutes} testId="countdown-mm" />
        <CountdownUnit value={ss} label={t.seconds} testId="countdown-ss" />
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {countdownAnnouncement(seconds, t)}
      </p>
    </div>
  );
}

/** The minutes or the seconds: two digits over their word. */
function CountdownUnit({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <span className="countdown-unit">
      <span className="countdown-value" data-testid={testId}>
        {value}
      </span>
      <span className="countdown-label">{label}</span>
    </span>
  );
}

import { Spinner } from '../../../components/icons';
import { enConsoleQueue } from '../../../i18n/enConsoleQueue';
import { indianTime } from '../../../lib/dates';
import { DUTY_LANGUAGES, DUTY_TYPES } from '../duty';
import type { DutyState } from '../useDuty';
import { ChoiceGroup } from './ChoiceGroup';

const t = enConsoleQueue.duty;

/**
 * The 'Available for instant consultations' switch with the calls and languages it covers. The
 * switch shows what the server last said (not what was pressed), so a refused or timed-out duty
 * never looks on.
 */
export function DutyPanel({ duty }: { duty: DutyState }) {
  const { on, choices, saving, error, timedOut, since } = duty;
  return (
    <section className="duty-panel" aria-labelledby="duty-heading" data-on={on || undefined}>
      <h2 className="visually-hidden" id="duty-heading">
        {t.heading}
      </h2>
      <div className="duty-row">
        <button
          type="button"
          role="switch"
          className="duty-switch"
          aria-checked={on}
          aria-busy={saving || undefined}
          aria-describedby="duty-state"
          // Not `disabled`: the switch keeps the keyboard's focus while its answer comes.
          aria-disabled={saving || undefined}
          onClick={() => {
            if (!saving) void duty.setOn(!on);
          }}
        >
          <span className="duty-track" aria-hidden="true">
            <span className="duty-thumb">{saving && <Spinner size={14} />}</span>
          </span>
          <span className="duty-switch-label">{t.switchLabel}</span>
        </button>
        <p className="duty-state" id="duty-state" aria-live="polite">
          <strong>{on ? t.on : t.off}</strong>
          {since && <span> · {t.since(indianTime(since))}</span>}
        </p>
      </div>
      <div className="duty-row duty-row--choices">
        <ChoiceGroup
          legend={t.types}
          name="duty-type"
          order={DUTY_TYPES}
          chosen={choices.types}
          labels={t.type}
          onChange={(types) => duty.choose({ ...choices, types })}
        />
        <ChoiceGroup
          legend={t.languages}
          name="duty-language"
          order={DUTY_LANGUAGES}
          chosen={choices.languages}
          labels={t.language}
          onChange={(languages) => duty.choose({ ...choices, languages })}
        />
      </div>
      {timedOut && !on ? (
        <p className="staff-note" role="status">
          {t.timedOut}
        </p>
      ) : (
        <p className="duty-hint">{on ? t.onNote : t.offNote}</p>
      )}
      {error && (
        <p className="staff-alert duty-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

import { BackButton } from '../../../components/BackButton';
import { Spinner } from '../../../components/icons';
import { enFlow } from '../../../i18n/enFlow';

interface IntakeActionsProps {
  /** Where Back goes when this screen was opened directly (no earlier screen in the history). */
  backFallback: string;
  busy?: boolean;
}

/** Back and Continue at the foot of an intake form; Continue submits the form. */
export function IntakeActions({ backFallback, busy = false }: IntakeActionsProps) {
  return (
    <div className="form-actions intake-actions">
      <BackButton fallback={backFallback} />
      <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
        {busy && <Spinner size={20} />}
        {busy ? enFlow.intake.saving : enFlow.intake.continue}
      </button>
    </div>
  );
}

import { Spinner } from '../../../components/icons';
import { en } from '../../../i18n/en';
import { enFlow } from '../../../i18n/enFlow';

interface ProfileStatusProps {
  error?: unknown;
  onRetry: () => void;
}

/** While the member's saved details load, or when they could not be loaded. */
export function ProfileStatus({ error, onRetry }: ProfileStatusProps) {
  if (!error) {
    return (
      <p className="status-line intake-status" role="status">
        <Spinner size={20} />
        {enFlow.intake.loadingProfile}
      </p>
    );
  }
  const message = (error as { message?: string }).message;
  return (
    <div className="intake-status" role="alert">
      <p>{message ?? enFlow.intake.loadFailed}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
        {en.errors.retry}
      </button>
    </div>
  );
}

import { LoadFailed, Loading } from '../../../components/LoadState';
import { enFlow } from '../../../i18n/enFlow';

interface ProfileStatusProps {
  error?: unknown;
  onRetry: () => void;
}

/** While the member's saved details load, or when they could not be loaded. */
export function ProfileStatus({ error, onRetry }: ProfileStatusProps) {
  if (!error) return <Loading className="intake-status" text={enFlow.intake.loadingProfile} />;
  const message = (error as { message?: string }).message;
  return <LoadFailed className="intake-status" message={message ?? enFlow.intake.loadFailed} onRetry={onRetry} />;
}

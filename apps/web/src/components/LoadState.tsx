import { en } from '../i18n/en';
import { Spinner } from './icons';

/** Something is on its way: a spinner and what is loading, announced politely. */
export function Loading({ className, text }: { className: string; text: string }) {
  return (
    <p className={`status-line ${className}`} role="status">
      <Spinner size={20} />
      {text}
    </p>
  );
}

/** It could not be loaded: why, and Try again. */
export function LoadFailed({
  className,
  message,
  onRetry,
  retryLabel = en.errors.retry,
}: {
  className: string;
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

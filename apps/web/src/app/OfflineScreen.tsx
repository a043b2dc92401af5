import { useState } from 'react';
import { AlertIcon } from '../components/icons';
import { ScreenHeading } from '../components/ScreenHeading';
import { en } from '../i18n/en';

interface OfflineScreenProps {
  /** Loads the screen again (a reload: the router keeps a failed screen's chunk as failed). */
  retry: () => void;
  /** Whether the device still says it has no network. */
  isOffline?: () => boolean;
}

/**
 * 'You are offline' with Retry, where the browser would show its own error page: a screen whose
 * chunk was never downloaded, opened without a network. Part of the first chunk, so it shows
 * whatever else is missing. Retry while still offline says so instead of reloading into nothing.
 */
export function OfflineScreen({ retry, isOffline = () => navigator.onLine === false }: OfflineScreenProps) {
  const [still, setStill] = useState(false);
  return (
    <section className="card card--center" aria-labelledby="offline-heading">
      <ScreenHeading id="offline-heading" icon={AlertIcon} iconSize={32}>
        {en.errors.offlineHeading}
      </ScreenHeading>
      <p className="lead">{en.errors.offlineText}</p>
      <p className="field-hint" role="status">
        {still ? en.errors.stillOffline : ''}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => {
          if (isOffline()) setStill(true);
          else retry();
        }}
      >
        {en.errors.retry}
      </button>
    </section>
  );
}

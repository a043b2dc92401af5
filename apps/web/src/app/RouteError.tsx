import { commonMessages } from '@app/contract/commonMessages';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AlertIcon } from '../components/icons';
import { ScreenHeading } from '../components/ScreenHeading';
import { en } from '../i18n/en';
import { isChunkLoadError, isOfflineError } from '../lib/chunkRecovery';
import { chunkRecovery } from './chunks';
import { AppBar } from './Layout';
import { OfflineScreen } from './OfflineScreen';
import { screens } from './paths';

/** The root route's error screen: offline, a chunk that would not load, or anything unexpected. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isOfflineError(error)) {
    return (
      <>
        <AppBar />
        <main id="main" className="app-main">
          <OfflineScreen retry={() => chunkRecovery.retry()} />
        </main>
      </>
    );
  }

  return (
    <>
      <AppBar />
      <main id="main" className="app-main">
        <section className="card card--center" aria-labelledby="error-heading">
          <ScreenHeading id="error-heading" icon={AlertIcon} iconSize={32} danger>
            {chunkFailed ? error.message : commonMessages.routeError}
          </ScreenHeading>
          <p className="lead">{chunkFailed ? en.errors.chunkHint : en.errors.unexpectedHint}</p>
          {chunkFailed ? (
            <button type="button" className="btn btn-primary btn-block" onClick={() => chunkRecovery.retry()}>
              {en.errors.retry}
            </button>
          ) : (
            // A full load of `/`: the router's own state may be what broke.
            <a className="btn btn-primary btn-block" href={screens.phone}>
              {en.errors.backHome}
            </a>
          )}
        </section>
      </main>
    </>
  );
}

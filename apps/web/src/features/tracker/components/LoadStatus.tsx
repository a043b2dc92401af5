import { LoadFailed, Loading } from '../../../components/LoadState';
import { enTracker } from '../../../i18n/enTracker';
import { errorMessage } from '../../../lib/apiClient';

/** A tracker list still loading, or failed with the server's message and Try again. */
export function LoadStatus({
  query,
  texts = enTracker,
}: {
  query: { isError: boolean; error?: unknown; refetch: () => unknown };
  texts?: { loading: string; retry: string };
}) {
  if (query.isError) {
    const message = errorMessage(query.error).message;
    return (
      <LoadFailed
        className="tracker-status"
        message={message}
        onRetry={() => query.refetch()}
        retryLabel={texts.retry}
      />
    );
  }
  return <Loading className="tracker-status" text={texts.loading} />;
}

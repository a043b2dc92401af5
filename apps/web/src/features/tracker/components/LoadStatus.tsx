import { Spinner } from '../../../components/icons';
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

/**
 * Over a list already shown: 'Updating…' while another band or day loads (when `updating` is
 * given), and the server's message when a reload failed (the old list stays).
 */
export function ReloadStatus({ updating, query }: { updating?: string; query: { isError: boolean; error?: unknown } }) {
  return (
    <>
      {updating && (
        <p className="status-line tracker-updating" role="status">
          <Spinner size={16} />
          {updating}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="tracker-warning">
          {errorMessage(query.error).message}
        </p>
      )}
    </>
  );
}

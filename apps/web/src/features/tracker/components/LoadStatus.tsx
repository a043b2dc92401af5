import { Spinner } from '../../../components/icons';
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
    return (
      <div role="alert" className="tracker-status">
        <p>{errorMessage(query.error).message}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => query.refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return (
    <p className="status-line tracker-status" role="status">
      <Spinner size={20} />
      {texts.loading}
    </p>
  );
}

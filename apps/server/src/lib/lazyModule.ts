/**
 * A package loaded at its first use instead of at start-up. PDFs, image checks, HTML sanitising,
 * Redis and the embedded database are each needed by a few calls (or only in some
 * configurations), but imported at the top they cost every start: at 10,000 doctors their loading
 * was a quarter of the time to the first listing (docs/decisions/0057). Concurrent first uses
 * share one load; a failed load is tried again by the next use.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}

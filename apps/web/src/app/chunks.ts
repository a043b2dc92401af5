import { createChunkRecovery } from '../lib/chunkRecovery';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const chunkRecovery = createChunkRecovery({
  storage: sessionStorageOrUndefined(),
  reload: () => window.location.reload(),
  now: () => Date.now(),
  setTimer: (fn, ms) => window.setTimeout(fn, ms),
  clearTimer: (handle) => window.clearTimeout(handle as number),
  isOffline: () => navigator.onLine === false,
});

/**
 * Vite fires `vite:preloadError` when a chunk's dependencies fail to preload. Reloading then
 * (once) picks up a new deploy; when we do not reload (offline, or a second failure), the import
 * rejects and the route's error screen says so.
 */
export function listenForPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (chunkRecovery.handleFailure() === 'reloading') event.preventDefault();
  });
}

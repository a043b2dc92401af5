/**
 * Recovery from a script chunk that fails to load: after a deploy the old chunk names are gone,
 * and on a weak mobile network a chunk can fail or hang. The first failure reloads the page once
 * (which fetches the new index.html and its chunk names); a failure again soon after that reload
 * is shown as 'Loading chunk … failed' with a Retry button instead of reloading in a loop.
 *
 * Offline, a reload would only show the browser's own error page (or, with the service worker, the
 * same failure again): the chunk's failure is an OfflineError at once, and the route shows the
 * app's 'You are offline' screen with Retry.
 *
 * "Soon" is RELOAD_WINDOW_MS, longer than a chunk may hang before it counts as failed
 * (CHUNK_LOAD_TIMEOUT_MS), so a chunk that hangs after the reload too ends on the error screen.
 */
import { commonMessages } from '@app/contract/commonMessages';
import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract/constants';

export const RELOAD_KEY = 'child-health:chunk-reload-at';
export const RELOAD_WINDOW_MS = 2 * CHUNK_LOAD_TIMEOUT_MS + 60_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    options?: { cause?: unknown },
  ) {
    super(commonMessages.chunkLoadFailed(chunk), options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/** A screen's chunk that could not load because the phone is offline. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor(
    readonly chunk: string,
    options?: { cause?: unknown },
  ) {
    super(`Offline: the ${chunk} screen could not be downloaded`, options);
  }
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError || (error instanceof Error && error.name === 'OfflineError');
}

export interface RecoveryEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload(): void;
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Whether the device says it has no network (navigator.onLine false). */
  isOffline(): boolean;
}

export type FailureOutcome = 'reloading' | 'failed' | 'offline';

export function createChunkRecovery(env: RecoveryEnv, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  let reloading = false;

  function lastReloadAt(): number {
    try {
      return Number(env.storage?.getItem(RELOAD_KEY) ?? 0) || 0;
    } catch {
      return 0;
    }
  }

  function reload() {
    reloading = true;
    try {
      env.storage?.setItem(RELOAD_KEY, String(env.now()));
    } catch {
      // Without storage we cannot tell a loop from a first failure: reload anyway, once per page.
    }
    env.reload();
  }

  /** Decides what a chunk failure does: reload once, or give up and let the screen say so. */
  function handleFailure(): FailureOutcome {
    if (reloading) return 'reloading';
    // Not counted as the one reload: back online, the first failure may still reload.
    if (env.isOffline()) return 'offline';
    const last = lastReloadAt();
    if (last && env.now() - last < RELOAD_WINDOW_MS) return 'failed';
    reload();
    return 'reloading';
  }

  /** A dynamic import that counts as failed after `timeoutMs`, and reloads once on failure. */
  function importWithRecovery<T>(chunk: string, load: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = env.setTimer(() => fail(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
      let settled = false;
      function fail(cause: unknown) {
        if (settled) return;
        settled = true;
        env.clearTimer(timer);
        // While the page reloads, stay pending rather than flash an error screen.
        const outcome = handleFailure();
        if (outcome === 'offline') reject(new OfflineError(chunk, { cause }));
        if (outcome === 'failed') reject(new ChunkLoadError(chunk, { cause }));
      }
      load().then((mod) => {
        // Vite's preload helper resolves to undefined once `vite:preloadError` was prevented.
        if (mod === undefined || mod === null) return fail(new Error('The chunk resolved to nothing'));
        if (settled) return;
        settled = true;
        env.clearTimer(timer);
        resolve(mod);
      }, fail);
    });
  }

  /** The Retry button: a reload the person asked for, which also counts as the one reload. */
  function retry() {
    reload();
  }

  return { handleFailure, importWithRecovery, retry };
}

/**
 * The app's service worker (docs/decisions/0037): a screen opened without a network gets the app's
 * own shell, which shows 'You are offline' with Retry, instead of the browser's error page.
 *
 * Built by vite.config.ts (serviceWorker) to /sw.js, which writes in the shell's files and a version
 * named after them: index.html and the files it loads (the first chunk, its CSS and preloads).
 * Hashed files under /assets/ are served from the cache once fetched; navigations go to the
 * network first (a new release shows at once) and fall back to the cached shell. The API is never
 * answered from a cache (policy.ts).
 */
import { CACHE_PREFIX, requestKind } from './policy';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

declare const self: WorkerScope;

// Written in by the build: the shell's paths and their version.
const SHELL: readonly string[] = ['__APP_SHELL__'];
const CACHE = `${CACHE_PREFIX}${'__APP_VERSION__'}`;
const INDEX = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

async function shellWhenOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failure) {
    const shell = await caches.match(INDEX, { cacheName: CACHE });
    if (shell) return shell;
    throw failure;
  }
}

async function cachedAsset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole, successful answers: a 404 of a deploy in between must not stick.
  if (response.ok && response.status === 200) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, self.location.origin);
  if (kind === 'shell') event.respondWith(shellWhenOffline(event.request));
  else if (kind === 'asset') event.respondWith(cachedAsset(event.request));
});

/**
 * What the service worker does with a request (sw.ts). It keeps only the app's own code: the
 * shell (index.html) for a navigation the network cannot answer, and hashed files under /assets/
 * (the same bytes forever). Everything else, the API above all, is never touched, so no personal
 * data is ever kept in a cache.
 */
export type RequestKind = 'shell' | 'asset' | 'network';

export interface RequestLike {
  method: string;
  url: string;
  mode: string;
}

export function requestKind(request: RequestLike, origin: string): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'network';
}

/** The caches of this app's service worker (any version), by their name. */
export const CACHE_PREFIX = 'child-health-shell-';

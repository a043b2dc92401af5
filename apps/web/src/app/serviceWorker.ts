/**
 * Registers the offline service worker (src/serviceWorker/sw.ts, built to /sw.js) in a built app
 * only: the dev server has no /sw.js, and a worker there would serve stale modules. After `load`,
 * so its first download never competes with the first screen's.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it (only offline navigations fall back to the browser's page).
      console.warn('The offline service worker was not registered', error);
    });
  });
}

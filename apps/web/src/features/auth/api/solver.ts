/**
 * The ALTCHA solver, fetched when a check starts (not with the first screen). The proof of work
 * runs in a web worker (decision 0040): awaited crypto.subtle calls on the page's own thread did
 * not keep it free (each continuation is a microtask, so the whole search was one long task:
 * 9.8 s of Lighthouse's total blocking time on `/`).
 */
import type { Solver } from './captcha';

const createWorker =
  typeof Worker === 'undefined'
    ? undefined
    : // Written out in full here so that Vite builds the worker as its own file.
      () => new Worker(new URL('./captchaWorker.ts', import.meta.url), { type: 'module' });

export const loadSolver = (): Promise<Solver> => import('./workerSolver').then((m) => m.workerSolver(createWorker));

/**
 * The captcha solver the screens use (decision 0040): the proof of work in a web worker, one per
 * check, terminated when the check is stopped. Where no worker can start (no Worker, or its
 * script failed to load), the same search runs on the main thread, pausing every few
 * milliseconds so the page keeps answering.
 */
import type { Solver } from './captcha';
import { everyFewMs, findNumber } from './proofOfWork';

/** What the page asks of the worker, and its one answer. */
export interface SolveRequest {
  challenge: string;
  salt: string;
  algorithm: string;
  max: number;
}
export interface SolveResult {
  number: number | null;
}

/** The part of a Worker used here (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: SolveRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SolveResult>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** The longest the fallback holds the main thread at a time. */
const FALLBACK_SLICE_MS = 8;
/** ALTCHA's own default, for a challenge that names no maximum. */
const DEFAULT_MAX = 1_000_000;

type Outcome = { number: number } | null;

function onMainThread(request: SolveRequest, signal: AbortSignal): Promise<Outcome> {
  return findNumber({ ...request, signal, pause: everyFewMs(FALLBACK_SLICE_MS) }).then((number) =>
    number === null ? null : { number },
  );
}

function inWorker(createWorker: () => WorkerLike, request: SolveRequest, signal: AbortSignal): Promise<Outcome> {
  return new Promise((resolve) => {
    let worker: WorkerLike;
    try {
      worker = createWorker();
    } catch {
      resolve(onMainThread(request, signal));
      return;
    }
    let settled = false;
    const settle = (outcome: Outcome | Promise<Outcome>) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      signal.removeEventListener('abort', stop);
      resolve(outcome);
    };
    const stop = () => settle(null);
    signal.addEventListener('abort', stop);
    worker.addEventListener('message', (event) => {
      const { number } = event.data;
      settle(typeof number === 'number' ? { number } : null);
    });
    // The script could not load (offline, an old cached page) or not run there: do it here instead.
    worker.addEventListener('error', () => settle(onMainThread(request, signal)));
    worker.postMessage(request);
  });
}

/** A Solver over `createWorker`, or over the main-thread search when it is undefined. */
export function workerSolver(createWorker: (() => WorkerLike) | undefined): Solver {
  return {
    solveChallenge(challenge, salt, algorithm = 'SHA-256', max = DEFAULT_MAX) {
      const controller = new AbortController();
      const request = { challenge, salt, algorithm, max };
      const promise = createWorker
        ? inWorker(createWorker, request, controller.signal)
        : onMainThread(request, controller.signal);
      return { promise, controller };
    },
  };
}

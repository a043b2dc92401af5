/**
 * The captcha's web worker (decision 0040): the proof of work off the page's thread, so typing
 * and the first screen never wait for it. One search per worker; the page terminates it to stop.
 */
import { findNumber } from './proofOfWork';
import type { SolveRequest, SolveResult } from './workerSolver';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: SolveResult): void;
}

declare const self: WorkerScope;

self.onmessage = (event) => {
  const { challenge, salt, algorithm, max } = event.data;
  findNumber({ challenge, salt, algorithm, max }).then(
    (number) => self.postMessage({ number }),
    () => self.postMessage({ number: null }),
  );
};

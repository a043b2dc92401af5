import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { findNumber } from './proofOfWork';
import { type SolveRequest, type SolveResult, type WorkerLike, workerSolver } from './workerSolver';

const hmacKey = 'test-key';

/** A Worker stand-in: runs the same search as captchaWorker.ts, or fails to start as a blocked script does. */
class FakeWorker implements WorkerLike {
  received: SolveRequest[] = [];
  terminated = false;
  private listeners: { message: ((event: MessageEvent<SolveResult>) => void)[]; error: ((event: Event) => void)[] } = {
    message: [],
    error: [],
  };

  constructor(private readonly behaviour: 'solve' | 'fail-to-load' | 'hang' = 'solve') {}

  addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
    this.listeners[type].push(listener as never);
  }

  postMessage(message: SolveRequest) {
    this.received.push(message);
    if (this.behaviour === 'fail-to-load') {
      setTimeout(() => {
        for (const l of this.listeners.error) l(new Event('error'));
      }, 0);
    } else if (this.behaviour === 'solve') {
      findNumber(message).then((number) => {
        if (this.terminated) return;
        for (const l of this.listeners.message) l(new MessageEvent('message', { data: { number } }));
      });
    }
  }

  terminate() {
    this.terminated = true;
  }
}

describe('the captcha solver', () => {
  it('solves in a worker, sends it the challenge, and ends the worker after its answer', async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 500, number: 321 });
    const worker = new FakeWorker();
    const solver = workerSolver(() => worker);
    const { promise } = solver.solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', 500);
    expect(await promise).toEqual({ number: 321 });
    expect(worker.received).toEqual([
      { challenge: challenge.challenge, salt: challenge.salt, algorithm: 'SHA-256', max: 500 },
    ]);
    expect(worker.terminated).toBe(true);
  });

  it('answers null for a challenge no number solves', async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 50, number: 40 });
    const { promise } = workerSolver(() => new FakeWorker()).solveChallenge(
      challenge.challenge,
      challenge.salt,
      'SHA-256',
      30,
    );
    expect(await promise).toBeNull();
  });

  it('stops the worker when the check is stopped', async () => {
    const worker = new FakeWorker('hang');
    const { promise, controller } = workerSolver(() => worker).solveChallenge('ab', 'salt', 'SHA-256', 10);
    controller.abort();
    expect(await promise).toBeNull();
    expect(worker.terminated).toBe(true);
  });

  it('solves on the page instead when the worker cannot start or its script does not load', async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 300, number: 123 });
    const blocked = new FakeWorker('fail-to-load');
    const loadFailed = workerSolver(() => blocked).solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', 300);
    expect(await loadFailed.promise).toEqual({ number: 123 });
    expect(blocked.terminated).toBe(true);

    const refused = workerSolver(() => {
      throw new Error('SecurityError');
    }).solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', 300);
    expect(await refused.promise).toEqual({ number: 123 });
  });

  it('solves on the page where there is no Worker at all', async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 300, number: 7 });
    const { promise } = workerSolver(undefined).solveChallenge(challenge.challenge, challenge.salt);
    expect(await promise).toEqual({ number: 7 });
  });
});

/**
 * The ALTCHA robot check (self-hosted proof of work): fetch a signed challenge, find the number
 * whose hash matches it, and send the server `btoa(JSON.stringify({algorithm, challenge, number,
 * salt, signature}))`. Dependencies are injected so this runs in node tests.
 */
import type { CaptchaChallenge, ClientConfig } from '@app/contract/schemas/auth';
import { signInMessages } from '@app/contract/signInMessages';

export interface Solver {
  solveChallenge(
    challenge: string,
    salt: string,
    algorithm?: string,
    max?: number,
  ): { promise: Promise<{ number: number } | null>; controller: AbortController };
}

export interface CaptchaDeps {
  getConfig(): Promise<ClientConfig>;
  getChallenge(): Promise<CaptchaChallenge>;
  loadSolver(): Promise<Solver>;
}

export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
}

export function buildCaptchaPayload(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}

/**
 * Resolves to the payload, or to undefined when the server has the captcha turned off.
 * Rejects when the check could not be done; an aborted run never settles its caller's state.
 */
export async function runCaptcha(deps: CaptchaDeps, signal: AbortSignal): Promise<string | undefined> {
  // Load the solver while the config and challenge are on their way.
  const solverLoading = deps.loadSolver();
  solverLoading.catch(() => undefined);
  const config = await deps.getConfig();
  if (!config.captchaEnabled) return undefined;
  const challenge = await deps.getChallenge();
  const solver = await solverLoading;
  if (signal.aborted) throw new CaptchaError('aborted');
  const { promise, controller } = solver.solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop);
  try {
    const solution = await promise;
    if (!solution || signal.aborted) throw new CaptchaError('unsolved');
    return buildCaptchaPayload(challenge, solution.number);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * What to tell the parent when the check could not be done: the server's or the network's own
 * message when a call failed (the API error shape), else the catalogue's captcha message.
 */
export function captchaFailureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) {
    const { status, message } = error as { status: unknown; message: unknown };
    if (typeof status === 'number' && typeof message === 'string' && message) return message;
  }
  return signInMessages.captchaMissing;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../../../lib/callRoute';
import { notify } from '../../../lib/notify';
import { captchaFailureMessage, runCaptcha } from './captcha';
import { loadSolver } from './solver';

export type CaptchaStatus = 'working' | 'verified' | 'failed' | 'off';

export interface Captcha {
  status: CaptchaStatus;
  /** The payload to send, or undefined when the captcha is off (or not ready). */
  payload?: string;
  /** Waits for the current check: resolves to the payload (undefined when off), rejects on failure. */
  ready(): Promise<string | undefined>;
  /** Starts a new check: each payload is single-use, so call this after every send. */
  refresh(): void;
}

/**
 * Starts solving on mount (in the background, so the payload is usually ready by the time the
 * button is tapped). `enabled: false` (the native hand-off) does nothing.
 */
export function useCaptcha({ enabled = true }: { enabled?: boolean } = {}): Captcha {
  const [state, setState] = useState<{ status: CaptchaStatus; payload?: string }>({ status: 'working' });
  const current = useRef<{ promise: Promise<string | undefined>; abort: () => void } | null>(null);

  const start = useCallback(() => {
    current.current?.abort();
    const aborter = new AbortController();
    setState({ status: 'working' });
    const promise = runCaptcha(
      {
        // Plain fetches: the phone screen must not wait for RTK Query to download.
        getConfig: () => callRoute('getClientConfig', { input: undefined }),
        getChallenge: () => callRoute('getCaptchaChallenge', { input: undefined }),
        loadSolver,
      },
      aborter.signal,
    );
    current.current = { promise, abort: () => aborter.abort() };
    promise.then(
      (payload) => {
        if (!aborter.signal.aborted)
          setState(payload === undefined ? { status: 'off' } : { status: 'verified', payload });
      },
      () => {
        if (!aborter.signal.aborted) setState({ status: 'failed' });
      },
    );
    // Callers that wait handle the rejection; this keeps an unobserved one quiet.
    promise.catch(() => undefined);
    return promise;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    start();
    return () => current.current?.abort();
  }, [enabled, start]);

  const ready = useCallback(() => {
    if (!enabled) return Promise.resolve(undefined);
    if (!current.current || state.status === 'failed') return start();
    return current.current.promise;
  }, [enabled, start, state.status]);

  return { ...state, ready, refresh: start };
}

/**
 * Waits for the check before a send: `{ ok: true, payload }` (no payload when the check is off),
 * or `{ ok: false }` once the person has been told why it could not be done.
 */
export async function passCaptcha(captcha: Captcha): Promise<{ ok: true; payload?: string } | { ok: false }> {
  try {
    return { ok: true, payload: await captcha.ready() };
  } catch (failure) {
    notify.warning(captchaFailureMessage(failure));
    return { ok: false };
  }
}

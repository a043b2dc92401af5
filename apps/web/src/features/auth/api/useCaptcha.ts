import type { ClientConfig } from '@app/contract/schemas/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../../../lib/callRoute';
import { notify } from '../../../lib/notify';
import { captchaFailureMessage, runCaptcha } from './captcha';
import { loadSolver } from './solver';

/** `idle`: waiting for `begin()` (the first input in the phone field). */
export type CaptchaStatus = 'idle' | 'working' | 'verified' | 'failed' | 'off';

export interface Captcha {
  status: CaptchaStatus;
  /** The payload to send, or undefined when the captcha is off (or not ready). */
  payload?: string;
  /** Waits for the current check (starting one if none is under way): the payload, undefined when off; rejects on failure. */
  ready(): Promise<string | undefined>;
  /** Starts a new check: each payload is single-use, so call this after every send. */
  refresh(): void;
  /** Starts the check unless one is under way or done: for `start: 'on-begin'`. */
  begin(): void;
}

export interface CaptchaOptions {
  /** `false` (the native hand-off): no check at all. */
  enabled?: boolean;
  /**
   * `'on-mount'`: solve from the moment the screen opens. `'on-begin'`: only once `begin()` is
   * called (the phone screen calls it on the first digit typed), so the first screen loads and
   * settles without the check's work and fetches (decision 0040).
   */
  start?: 'on-mount' | 'on-begin';
}

/**
 * The robot check of a screen, solved in the background (in a web worker, so typing never waits
 * for it) so that the payload is usually ready by the time the button is tapped.
 */
export function useCaptcha({ enabled = true, start: startOn = 'on-mount' }: CaptchaOptions = {}): Captcha {
  const [state, setState] = useState<{ status: CaptchaStatus; payload?: string }>({
    status: startOn === 'on-mount' ? 'working' : 'idle',
  });
  const current = useRef<{ promise: Promise<string | undefined>; abort: () => void } | null>(null);
  const config = useRef<Promise<ClientConfig> | undefined>(undefined);

  // Once per screen (a failed fetch is asked again by the next check).
  const getConfig = useCallback(() => {
    if (!config.current) {
      // A plain fetch: the phone screen must not wait for RTK Query to download.
      const loading = callRoute('getClientConfig', { input: undefined });
      config.current = loading;
      loading.catch(() => {
        if (config.current === loading) config.current = undefined;
      });
    }
    return config.current;
  }, []);

  const start = useCallback(() => {
    current.current?.abort();
    const aborter = new AbortController();
    // Known to be off: stay quiet rather than flash 'Checking'.
    setState((was) => (was.status === 'off' ? was : { status: 'working' }));
    const promise = runCaptcha(
      { getConfig, getChallenge: () => callRoute('getCaptchaChallenge', { input: undefined }), loadSolver },
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
  }, [getConfig]);

  useEffect(() => {
    if (!enabled) return;
    let open = true;
    if (startOn === 'on-mount') start();
    else {
      // Only the config up front, so a server with the check off shows no box at all.
      getConfig().then(
        (loaded) => {
          if (open && !loaded.captchaEnabled && !current.current) setState({ status: 'off' });
        },
        () => undefined,
      );
    }
    return () => {
      open = false;
      current.current?.abort();
    };
  }, [enabled, startOn, start, getConfig]);

  const begin = useCallback(() => {
    if (enabled && !current.current) start();
  }, [enabled, start]);

  const ready = useCallback(() => {
    if (!enabled) return Promise.resolve(undefined);
    if (!current.current || state.status === 'failed') return start();
    return current.current.promise;
  }, [enabled, start, state.status]);

  return { ...state, ready, refresh: start, begin };
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

import { useState } from 'react';
import { type Captcha, passCaptcha } from './api/useCaptcha';

/** Where a send is: waiting for the robot check, or for the server. */
export type SendStep = false | 'captcha' | 'sending';

export type SendResult<T> = { ok: true; value: T } | { ok: false; failure?: unknown };

/**
 * Sending an OTP behind the robot check, for the parents' sign-in and the doctors' alike: waits
 * for the check (telling the person when it failed), spends its payload on one send, and starts a
 * fresh check after every send, since each payload is single-use. Each flow makes its own call.
 */
export function useSendCode(captcha: Captcha) {
  const [step, setStep] = useState<SendStep>(false);

  async function send<T>(call: (captchaPayload: string | undefined) => Promise<T>): Promise<SendResult<T>> {
    setStep('captcha');
    const robotCheck = await passCaptcha(captcha);
    if (!robotCheck.ok) {
      setStep(false);
      return { ok: false };
    }
    setStep('sending');
    try {
      return { ok: true, value: await call(robotCheck.payload) };
    } catch (failure) {
      return { ok: false, failure };
    } finally {
      captcha.refresh();
      setStep(false);
    }
  }

  return { send, step };
}

import { useEffect, useState } from 'react';
import { resendSecondsLeft } from './signIn';

/**
 * Seconds until Resend OTP is allowed, ticking once a second while there are any; for both
 * sign-ins (the parents' survives a reload through the Otp slice's `sentAt`).
 */
export function useResendCountdown(sentAt: number | undefined, afterSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (resendSecondsLeft(sentAt, afterSeconds, Date.now()) <= 0) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (resendSecondsLeft(sentAt, afterSeconds, time) <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt, afterSeconds]);
  return resendSecondsLeft(sentAt, afterSeconds, now);
}

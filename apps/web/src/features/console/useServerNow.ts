import { useEffect, useState } from 'react';
import { serverTime } from './consoleClock';

/** How often the console re-reads the time: a shut button opens within seconds of its minute. */
export const SERVER_NOW_TICK_MS = 5_000;

/** The server's time now (ms), from the list's serverNow and when it arrived; it moves on every tick. */
export function useServerNow(serverNow: string | undefined, receivedAt: number | undefined): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), SERVER_NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // A fresh answer is newer than the last tick: never read the server's time backwards.
  return serverTime(serverNow, receivedAt, Math.max(deviceNow, receivedAt ?? 0));
}

import { useEffect, useSyncExternalStore } from 'react';
import { consoleApi } from './api/consoleApi';
import { getConsoleToken, subscribeConsoleToken } from './consoleSession';
import { createConsultationsStore } from './consultationsStore';

/** How often an open console screen refreshes the list (a parent may book or pay meanwhile). */
export const CONSULTATIONS_REFRESH_MS = 30_000;

export const consultationsStore = createConsultationsStore((signal) => consoleApi.consultations(signal));

// Another doctor, or none: the list of the previous token must not stay on screen.
let lastToken = getConsoleToken();
subscribeConsoleToken(() => {
  const token = getConsoleToken();
  if (token === lastToken) return;
  lastToken = token;
  consultationsStore.reset();
});

/**
 * The doctor's consultations, loaded on mount, every 30 s and whenever the window gets focus back
 * (the doctor returning from the video call's tab sees the list as it is now).
 */
export function useConsultations() {
  const snapshot = useSyncExternalStore(consultationsStore.subscribe, consultationsStore.getSnapshot);
  useEffect(() => {
    void consultationsStore.load();
    const timer = window.setInterval(() => void consultationsStore.load(), CONSULTATIONS_REFRESH_MS);
    const onFocus = () => void consultationsStore.load();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return { ...snapshot, refresh: () => consultationsStore.load() };
}

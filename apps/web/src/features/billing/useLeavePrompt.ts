import { messages } from '@app/contract/messages';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Spec "Global elements": leaving the payment page asks 'Data will be lost if you leave the page,
 * are you sure?' — in-app navigation (Back, the browser's back button) through React Router's
 * blocker, closing or reloading the tab through `beforeunload`. `active` false: no prompt (the
 * payment completed or failed). `release()` turns it off at once, before a navigation in the
 * same event.
 */
export function useLeavePrompt(active: boolean): { release: () => void } {
  const guard = useRef(active);
  guard.current = active;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guard.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(messages.leavePaymentPage)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guard.current) return;
      event.preventDefault();
      // Older browsers show (or at least need) a return value; the text itself is the browser's.
      event.returnValue = messages.leavePaymentPage;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return {
    release: () => {
      guard.current = false;
    },
  };
}

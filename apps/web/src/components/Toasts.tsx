import { TOAST } from '@app/contract/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigation } from 'react-router';
import { dismissToastsOfScreenLeft, onToastifyLoaded } from '../lib/notify';
import { followTopDialog } from './toastHost';
import './toasts.css';

type Toastify = typeof import('react-toastify/unstyled');

/**
 * The ToastContainer (top-right, 5 s: spec §9), mounted once react-toastify has been loaded by a
 * first toast. Styles are our own small set in toasts.css instead of the library's 18 kB sheet.
 *
 * It is drawn inside the topmost open modal dialog when there is one (toastHost.ts): a modal
 * <dialog> makes everything outside it inert and sits in the top layer, above any z-index, so a
 * toast anywhere else would be dimmed under the backdrop and hidden from screen readers.
 */
export function Toasts() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'toast-host';
    return element;
  });
  useEffect(() => onToastifyLoaded((mod) => setToastify(mod)), []);
  useEffect(() => followTopDialog(host), [host]);
  useToastsFollowScreens();
  const transition = useMemo(
    () =>
      toastify?.cssTransition({
        enter: 'Toastify--animate toast-enter',
        exit: 'Toastify--animate toast-exit',
        collapseDuration: 200,
      }),
    [toastify],
  );
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return createPortal(
    <ToastContainer
      position={TOAST.position}
      autoClose={TOAST.autoCloseMs}
      transition={transition}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      pauseOnHover
      limit={3}
    />,
    host,
  );
}

/** Leaving a screen (another path, not a new query on the same one) dismisses its toasts. */
function useToastsFollowScreens() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const startedAt = useRef<number | undefined>(undefined);
  const shownPath = useRef(pathname);
  if (navigation.state !== 'idle' && startedAt.current === undefined) startedAt.current = Date.now();
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    dismissToastsOfScreenLeft(startedAt.current ?? Date.now());
    startedAt.current = undefined;
  }, [pathname]);
  useEffect(() => {
    // A navigation that ended on the same path (a refused move, a query change) starts nothing.
    if (navigation.state === 'idle') startedAt.current = undefined;
  }, [navigation.state]);
}

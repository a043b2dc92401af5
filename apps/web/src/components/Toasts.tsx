import { TOAST } from '@app/contract/constants';
import { useEffect, useMemo, useState } from 'react';
import { onToastifyLoaded } from '../lib/notify';
import './toasts.css';

type Toastify = typeof import('react-toastify/unstyled');

/**
 * The ToastContainer (top-right, 5 s: spec §9), mounted once react-toastify has been loaded by a
 * first toast. Styles are our own small set in toasts.css instead of the library's 18 kB sheet.
 */
export function Toasts() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => onToastifyLoaded((mod) => setToastify(mod)), []);
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
  return (
    <ToastContainer
      position={TOAST.position}
      autoClose={TOAST.autoCloseMs}
      transition={transition}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      pauseOnHover
      limit={3}
    />
  );
}

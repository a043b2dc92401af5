/**
 * Toasts (react-toastify, spec §9: top-right, 5 s). The library loads on the first toast, not
 * with the first screen: most visits to the phone screen never show one. Toasts raised before the
 * container has mounted are queued by react-toastify and shown once it does.
 */
type Toastify = typeof import('react-toastify/unstyled');
type Kind = 'info' | 'success' | 'warning' | 'error';

let loading: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<(mod: Toastify) => void>();

export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import('react-toastify/unstyled');
    loading.then(
      (mod) => {
        loaded = mod;
        for (const listener of listeners) listener(mod);
      },
      () => {
        // A failed load is tried again on the next toast.
        loading = undefined;
      },
    );
  }
  return loading;
}

/** Lets the container mount as soon as the library is there. */
export function onToastifyLoaded(listener: (mod: Toastify) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string) {
  // The same text twice in a row (a double tap) shows one toast.
  loadToastify().then(
    ({ toast }) => toast[kind](message, { toastId: `${kind}:${message}` }),
    () => undefined,
  );
}

export const notify = {
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

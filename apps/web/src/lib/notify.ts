/**
 * Toasts (react-toastify, spec §9: top-right, 5 s), and the one place that decides which toasts a
 * parent sees:
 * - one toast per message: the same words again (a double tap, a retry) never stack a second one;
 * - a success ends the warnings and errors still showing: they were about what has now worked
 *   ('Please select achieved date.' does not linger beside 'Milestone status updated.');
 * - toasts belong to the screen they were raised on: leaving it dismisses them, except those
 *   raised just before the move, which explain it ('Payment Aborted.' on the way back).
 * Where they are drawn (above any open dialog) is the container's business (components/Toasts).
 *
 * The library loads on the first toast, not with the first screen: most visits to the phone screen
 * never show one. Toasts raised before the container has mounted are queued by react-toastify and
 * shown once it does.
 */
type Toastify = typeof import('react-toastify/unstyled');
type Kind = 'info' | 'success' | 'warning' | 'error';

/** A toast raised this long (ms) before a navigation started is about that navigation: it stays. */
export const EXPLAINS_NAVIGATION_MS = 1000;

let loading: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<(mod: Toastify) => void>();

/** The toasts raised and not yet closed, by id (their message), with their kind and when. */
const showing = new Map<string, { kind: Kind; at: number }>();

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

function dismiss(ids: string[]) {
  if (ids.length === 0) return;
  for (const id of ids) showing.delete(id);
  loadToastify().then(
    ({ toast }) => {
      for (const id of ids) toast.dismiss(id);
    },
    () => undefined,
  );
}

function show(kind: Kind, message: string) {
  const id = message;
  if (kind === 'success') {
    dismiss(
      [...showing]
        .filter(([other, t]) => other !== id && (t.kind === 'warning' || t.kind === 'error'))
        .map(([other]) => other),
    );
  }
  const already = showing.get(id);
  showing.set(id, { kind, at: Date.now() });
  loadToastify().then(
    ({ toast }) => {
      if (!showing.has(id)) return;
      const options = { toastId: id, onClose: () => showing.delete(id) };
      // The same words again: the toast already there says it (its kind follows the latest).
      if (already && toast.isActive(id)) {
        if (already.kind !== kind) toast.update(id, { type: kind });
        return;
      }
      toast[kind](message, options);
    },
    () => showing.delete(id),
  );
}

export const notify = {
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

/**
 * The parent left a screen (a navigation that started at `startedAt`): its toasts go, but not
 * those raised in the moment before, which explain why the screen changed.
 */
export function dismissToastsOfScreenLeft(startedAt: number) {
  const keepFrom = startedAt - EXPLAINS_NAVIGATION_MS;
  dismiss([...showing].filter(([, t]) => t.at < keepFrom).map(([id]) => id));
}

/** The messages showing now (tests). */
export function toastsShowing(): string[] {
  return [...showing.keys()];
}

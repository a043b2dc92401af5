import type { KeyboardEvent, SyntheticEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container (hidden ones excluded). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog: `showModal()` makes the page inert, but Tab from
 * the last control would still leave for the browser's own toolbar.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = focusableIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every modal <dialog> of the app says and does alike besides `onKeyDown={trapTab}` (kept on
 * the element, where the linter looks for a key handler): it is modal, and Escape is left to React
 * state (`close`), so the dialog and its `open` never disagree.
 */
export function modalDialogProps(close: () => void) {
  return {
    'aria-modal': true,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      close();
    },
  } as const;
}

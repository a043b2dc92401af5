/**
 * Keeps the toasts' host element inside the topmost open modal dialog, or in <body> when none is
 * open. A modal <dialog> (our bottom sheets and modals) is drawn in the browser's top layer, above
 * every z-index, and makes the rest of the page inert: a toast outside it would sit dimmed under
 * the backdrop, could not be closed, and would be hidden from screen readers. Inside the dialog it
 * is drawn above the backdrop and stays reachable. Moving the element does not remount the toasts
 * (React renders into the host wherever it is).
 */

// Every dialog of ours is opened with showModal() (DialogFrame, BottomSheet): an open one is modal.
const isModalOpen = (dialog: HTMLDialogElement) => dialog.open && dialog.isConnected;

/** Starts following the dialogs; returns the function that stops it (and takes the host out). */
export function followTopDialog(host: HTMLElement): () => void {
  // Dialogs in the order they opened: the last one is on top.
  let opened: HTMLDialogElement[] = [];

  const place = () => {
    const open = Array.from(document.querySelectorAll('dialog')).filter(isModalOpen);
    opened = [...opened.filter((d) => open.includes(d)), ...open.filter((d) => !opened.includes(d))];
    const target: HTMLElement = opened.at(-1) ?? document.body;
    if (host.parentElement !== target) target.appendChild(host);
  };

  place();
  const observer = new MutationObserver(place);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => {
    observer.disconnect();
    host.remove();
  };
}

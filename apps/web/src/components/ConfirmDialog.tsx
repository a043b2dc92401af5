import { type ReactNode, useEffect, useId, useRef } from 'react';
import { trapTab } from './focusTrap';
import './modal.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Lays out the two buttons for the area (the console's row, the tracker's two columns). */
  actionsClassName?: string;
}

/**
 * A yes/no question in the app's modal look (Modal.tsx has one 'Got it' button; a question needs
 * two, e.g. the spec's removal question with Cancel and Ok): a native <dialog> opened with
 * showModal(), Tab kept inside, Escape cancels, and the safe answer first, where focus starts.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  actionsClassName,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div id={textId} className="modal-text">
        {text}
      </div>
      <div className={`dialog-actions ${actionsClassName ?? ''}`.trim()}>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

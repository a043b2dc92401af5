import { modalTexts } from '@app/contract/messages';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal.css';
import { trapTab } from './focusTrap';

export type ModalVariant = 'noData' | 'noPlan' | 'custom';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** noData and noPlan carry the spec's texts; custom uses `title` and `text` (or its defaults). */
  variant?: ModalVariant;
  title?: string;
  text?: ReactNode;
}

/**
 * The spec's modal (no-data, no-plan or custom) with its 'Got it' button. A native <dialog>
 * opened with showModal(): the rest of the page is inert, Tab is kept inside, Escape closes it,
 * and focus returns to where it was when it closes.
 */
export function Modal({ open, onClose, variant = 'custom', title, text }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const defaults = modalTexts[variant];

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
        // Escape: let React state decide, so the dialog and `open` never disagree.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {variant === 'custom' ? (title ?? defaults.title) : defaults.title}
      </h2>
      <div id={textId} className="modal-text">
        {variant === 'custom' ? (text ?? defaults.text) : defaults.text}
      </div>
      <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
        {modalTexts.button}
      </button>
    </dialog>
  );
}

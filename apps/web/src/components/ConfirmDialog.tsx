import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

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
  return (
    <DialogFrame open={open} onDismiss={onCancel} title={title} text={text}>
      <div className={`dialog-actions ${actionsClassName ?? ''}`.trim()}>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}

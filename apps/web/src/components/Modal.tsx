import { modalTexts } from '@app/contract/commonMessages';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export type ModalVariant = 'noData' | 'noPlan' | 'custom';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** noData and noPlan carry the spec's texts; custom uses `title` and `text` (or its defaults). */
  variant?: ModalVariant;
  title?: string;
  text?: ReactNode;
  /** Something to do about the message (a link), above 'Got it'. */
  action?: ReactNode;
}

/** The spec's modal (no-data, no-plan or custom) with its 'Got it' button. */
export function Modal({ open, onClose, variant = 'custom', title, text, action }: ModalProps) {
  const defaults = modalTexts[variant];
  return (
    <DialogFrame
      open={open}
      onDismiss={onClose}
      title={variant === 'custom' ? (title ?? defaults.title) : defaults.title}
      text={variant === 'custom' ? (text ?? defaults.text) : defaults.text}
    >
      {action && <div className="modal-action">{action}</div>}
      <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
        {modalTexts.button}
      </button>
    </DialogFrame>
  );
}

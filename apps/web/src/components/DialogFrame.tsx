import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal.css';
import { modalDialogProps, trapTab } from './focusTrap';

/**
 * The app's modal dialog: a native <dialog> opened with showModal(), so the rest of the page is
 * inert, Tab is kept inside, Escape dismisses it, and focus returns to where it was when it closes.
 * Modal (one 'Got it') and ConfirmDialog (two answers) put their buttons in it.
 */
export function DialogFrame({
  open,
  onDismiss,
  title,
  text,
  children,
  className,
}: {
  open: boolean;
  onDismiss: () => void;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
  /** A dialog's own class besides `modal` (its width, say). */
  className?: string;
}) {
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
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={trapTab}
      {...modalDialogProps(onDismiss)}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div id={textId} className="modal-text">
        {text}
      </div>
      {children}
    </dialog>
  );
}

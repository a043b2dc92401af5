import { type PointerEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { enFlow } from '../i18n/enFlow';
import { modalDialogProps, trapTab } from './focusTrap';
import { CloseIcon } from './moreIcons';
import './bottomSheet.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Shown under the scrolling content, always in view. */
  footer?: ReactNode;
  /** Where focus goes after closing when nothing inside the page had it (the sheet opened by itself). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** How far (px) or how fast (px/ms) a downward drag must go to close the sheet. */
const CLOSE_DISTANCE = 90;
const CLOSE_VELOCITY = 0.6;
const EXIT_MS = 200;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A bottom sheet on a native modal <dialog> (the same base as Modal): the page behind is inert,
 * Escape closes it, and focus goes back to where it was. On top of that: it slides up from the
 * bottom, a downward swipe on its handle or header closes it, a tap on the dimmed page closes it,
 * and Tab stays inside. Our own ~150 lines instead of a drawer library: vaul would bring Radix
 * Dialog with it for what <dialog> already does.
 */
export function BottomSheet({ open, onClose, title, description, children, footer, fallbackFocus }: BottomSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const drag = useRef<{ y: number; time: number; dy: number } | null>(null);
  const pressedOnBackdrop = useRef(false);
  // The content is rendered only while the sheet is open or sliding away, so nothing of a closed
  // sheet is left in the page for a search or a screen reader's list of headings to find.
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      delete dialog.dataset.closing;
      dialog.style.removeProperty('transform');
      if (!dialog.open) dialog.showModal();
      return;
    }
    if (!dialog.open) {
      setClosing(false);
      return;
    }
    const finish = () => {
      delete dialog.dataset.closing;
      dialog.style.removeProperty('transform');
      dialog.close();
      setClosing(false);
      // Opened by itself, the sheet had no element to give focus back to: focus would stay on
      // the hidden close button, or fall to the page's body.
      const focused = document.activeElement;
      if (!focused || focused === document.body || dialog.contains(focused)) fallbackFocus?.current?.focus();
    };
    if (reducedMotion()) {
      finish();
      return;
    }
    // Let the slide-down play before the dialog leaves the top layer.
    dialog.dataset.closing = '';
    const timer = window.setTimeout(finish, EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [open, fallbackFocus]);

  function onDragStart(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { y: event.clientY, time: event.timeStamp, dy: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
    ref.current?.setAttribute('data-dragging', '');
  }

  function onDragMove(event: PointerEvent<HTMLElement>) {
    const state = drag.current;
    const dialog = ref.current;
    if (!state || !dialog) return;
    state.dy = Math.max(0, event.clientY - state.y);
    dialog.style.transform = `translateY(${state.dy}px)`;
  }

  function onDragEnd(event: PointerEvent<HTMLElement>) {
    const state = drag.current;
    const dialog = ref.current;
    drag.current = null;
    if (!state || !dialog) return;
    dialog.removeAttribute('data-dragging');
    const velocity = state.dy / Math.max(1, event.timeStamp - state.time);
    if (state.dy > CLOSE_DISTANCE || (state.dy > 10 && velocity > CLOSE_VELOCITY)) {
      onClose();
    } else {
      dialog.style.removeProperty('transform');
    }
  }

  const dragHandlers = {
    onPointerDown: onDragStart,
    onPointerMove: onDragMove,
    onPointerUp: onDragEnd,
    onPointerCancel: onDragEnd,
  };

  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={trapTab}
      {...modalDialogProps(onClose)}
      // The dialog element itself is hit only outside the panel, on the dimmed backdrop.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      {(open || closing) && (
        <div className="sheet-panel">
          <div className="sheet-grab" {...dragHandlers}>
            <span className="sheet-handle" aria-hidden="true" />
            <div className="sheet-header">
              <div>
                <h2 id={titleId} className="sheet-title">
                  {title}
                </h2>
                {description && (
                  <p id={descriptionId} className="sheet-description">
                    {description}
                  </p>
                )}
              </div>
              <button type="button" className="sheet-close" onClick={onClose} aria-label={enFlow.sheet.close}>
                <CloseIcon width={22} height={22} />
              </button>
            </div>
          </div>
          <div className="sheet-body">{children}</div>
          {footer && <div className="sheet-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

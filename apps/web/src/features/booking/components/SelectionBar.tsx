import { messages } from '@app/contract/messages';
import { BackButton } from '../../../components/BackButton';
import { BusyButton } from '../../../components/BusyButton';
import { enBooking } from '../../../i18n/enBooking';

interface SelectionBarProps {
  /** What is chosen ('Dr. Aditi Nair · 09:00 AM'), or undefined. */
  chosen: string | undefined;
  /** The hold's end ('08:40 AM') once the chosen slot is held: the button is Make Payment then. */
  heldUntil: string | undefined;
  warnSlot: boolean;
  refusal: string | undefined;
  busy: boolean;
  backFallback: string;
  /** No doctor to choose from: only Back is offered. */
  empty: boolean;
  onConfirm: () => void;
}

/** The foot of /doctor-selection, kept in view: the choice, its warnings, Back and Confirm / Make Payment. */
export function SelectionBar({
  chosen,
  heldUntil,
  warnSlot,
  refusal,
  busy,
  backFallback,
  empty,
  onConfirm,
}: SelectionBarProps) {
  const t = enBooking.selection;
  return (
    <div className="selection-bar">
      <div className="selection-bar-inner">
        {!empty && (
          <p className="selection-bar-choice" aria-live="polite">
            {chosen ?? t.noneChosen}
            {heldUntil && <span className="selection-bar-held">{t.heldUntil(heldUntil)}</span>}
          </p>
        )}
        {warnSlot && (
          <p id="slot-warning" className="alert-box" role="alert">
            {messages.selectSlot}
          </p>
        )}
        {refusal && (
          <p className="alert-box" role="alert">
            {refusal}
          </p>
        )}
        <div className="form-actions">
          <BackButton fallback={backFallback} />
          {!empty && (
            <BusyButton
              busy={busy}
              className="btn btn-primary"
              aria-describedby={warnSlot ? 'slot-warning' : undefined}
              onClick={onConfirm}
            >
              {busy ? enBooking.confirming : heldUntil ? enBooking.makePayment : enBooking.confirm}
            </BusyButton>
          )}
        </div>
      </div>
    </div>
  );
}

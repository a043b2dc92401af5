import { enBooking } from '../../../i18n/enBooking';
import { type AvailabilityWords, availabilityWords, type InstantAvailability } from '../instant';

interface Props {
  answer: InstantAvailability | undefined;
  /** The first answer for this type and language has not come yet. */
  loading: boolean;
  failed: boolean;
  type: string;
  language: string;
  /** With nobody on duty and a next scheduled slot: 'Book this time'. */
  onBookNextSlot: () => void;
}

const t = enBooking.instant;

/**
 * Whether a doctor is on duty for the chosen type and language, how long the wait is, how many
 * parents are ahead and the fee; with nobody on duty, the next scheduled slot and a way to book it.
 * A live region: the numbers change as the screen asks again every 15 s.
 */
export function InstantAvailabilityPanel({ answer, loading, failed, type, language, onBookNextSlot }: Props) {
  const words: AvailabilityWords | undefined = answer ? availabilityWords(answer, type, language) : undefined;
  return (
    <section className="instant-availability" aria-label={t.label} aria-live="polite" aria-busy={loading}>
      {!words ? (
        <p className={failed ? 'alert-box' : 'field-hint'}>{failed ? t.checkFailed : t.checking}</p>
      ) : words.open ? (
        <>
          <p className="instant-headline">{words.headline}</p>
          <p className="instant-line">{words.ahead}</p>
          <p className="instant-line instant-fee">{words.fee}</p>
        </>
      ) : (
        <>
          <p className="note-box instant-nobody">{words.headline}</p>
          <p className="instant-line">{words.nextSlot ?? t.noNextSlot}</p>
          {words.nextSlot && (
            <button type="button" className="btn btn-secondary instant-book" onClick={onBookNextSlot}>
              {t.bookNextSlot}
            </button>
          )}
        </>
      )}
    </section>
  );
}

import { AlertIcon } from '../../../components/icons';
import { enBooking } from '../../../i18n/enBooking';
import { errorMessage } from '../../../lib/apiClient';

/** While the doctors load: two card-shaped placeholders, and a status for screen readers. */
export function ListingLoading() {
  return (
    <div className="listing-loading" role="status">
      <span className="visually-hidden">{enBooking.selection.loading}</span>
      <div className="doctor-card doctor-card--placeholder" aria-hidden="true" />
      <div className="doctor-card doctor-card--placeholder" aria-hidden="true" />
    </div>
  );
}

export function ListingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="card listing-empty" role="alert">
      <span className="hero-icon hero-icon--danger">
        <AlertIcon width={28} height={28} />
      </span>
      <p className="listing-empty-title">{errorMessage(error).message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {enBooking.retry}
      </button>
    </div>
  );
}

/** 'No doctors available for this date' (spec §2). */
export function ListingEmpty() {
  return (
    <div className="card listing-empty" role="status">
      <img src="/images/doctor-female.svg" alt="" width={72} height={72} className="listing-empty-image" />
      <p className="listing-empty-title">{enBooking.selection.noDoctors}</p>
      <p className="field-hint">{enBooking.selection.noDoctorsHint}</p>
    </div>
  );
}

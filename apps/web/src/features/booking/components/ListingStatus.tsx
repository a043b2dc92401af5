import { messages } from '@app/contract/messages';
import { MemberPill } from '../../../app/MemberPill';
import { BackButton } from '../../../components/BackButton';
import { AlertIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
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

function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="card listing-empty" role="status">
      <img src="/images/doctor-female.svg" alt="" width={72} height={72} className="listing-empty-image" />
      <p className="listing-empty-title">{title}</p>
      <p className="field-hint">{hint}</p>
    </div>
  );
}

/** 'No doctors available for this date' (spec §2). */
/** Nobody that day; for a follow up, the list holds only doctors the member may follow up with: says so. */
export function ListingEmpty({ followUp = false }: { followUp?: boolean }) {
  const t = enBooking.selection;
  return <EmptyState title={t.noDoctors} hint={followUp ? t.noFollowUpHint : t.noDoctorsHint} />;
}

/**
 * No doctor at all to book (a new installation): the screen says so under its heading, with Back,
 * instead of filters, dates and a Confirm that lead nowhere.
 */
export function CatalogueEmptyScreen({ heading, backFallback }: { heading: string; backFallback: string }) {
  return (
    <section className="card booking" aria-labelledby="catalogue-empty-heading">
      <MemberPill />
      <ScreenHeading id="catalogue-empty-heading">{heading}</ScreenHeading>
      <CatalogueEmpty />
      <div className="form-actions">
        <BackButton fallback={backFallback} />
      </div>
    </section>
  );
}

/** The state alone, for a screen that keeps its own frame (/doctor-selection). */
export function CatalogueEmpty() {
  return <EmptyState title={messages.noDoctorsAvailable} hint={messages.noDoctorsAvailableHint} />;
}

import { enBooking } from '../../../i18n/enBooking';
import { useGetDisplayTextQuery } from '../api/bookingApi';
import { useErrorToast } from '../useErrorToast';

/**
 * The information banner (spec §2): two paragraphs of HTML from the server. The server sanitises
 * them (allow-listed tags, no scripts or handlers); these two fields are the only server text
 * this app ever renders as HTML.
 */
export function InfoBanner() {
  const { data, isLoading, error } = useGetDisplayTextQuery('Appointment');
  // The screen works without the banner; its failure is only reported.
  useErrorToast(error);
  const text = data?.data[0];
  if (isLoading) return <div className="info-banner info-banner--loading" aria-hidden="true" />;
  if (!text) return null;
  return (
    <aside className="info-banner" aria-label={enBooking.appointment.infoLabel}>
      <svg className="info-banner-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 11v6M12 7.5v.01" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <div className="info-banner-text">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (catalog/html.ts). */}
        <div className="info-banner-para" dangerouslySetInnerHTML={{ __html: text.Para1 }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (catalog/html.ts). */}
        <div className="info-banner-para" dangerouslySetInnerHTML={{ __html: text.Para2 }} />
      </div>
    </aside>
  );
}

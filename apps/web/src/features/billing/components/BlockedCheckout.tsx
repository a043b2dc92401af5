import { enBilling } from '../../../i18n/enBilling';
import './blockedCheckout.css';

/** The browser refused to open the gateway's page in a new tab: a link the parent can tap instead. */
export function BlockedCheckout({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <p className="alert-box billing-blocked">
      {enBilling.payment.popupBlocked}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {enBilling.payment.openPaymentPage}
      </a>
    </p>
  );
}

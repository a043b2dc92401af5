/**
 * Opens the gateway the server chose for an order: Razorpay Checkout over the page, or the
 * gateway's page in a new tab (the native wrapper's own browser inside an app). The caller polls
 * the order's status once it started; a blocked tab leaves the caller a link to show.
 */
import { messages } from '@app/contract/messages';
import type { AddToCartResponse } from '@app/contract/schemas/billing';
import { postToNative } from '../../lib/bridge';
import { notify } from '../../lib/notify';
import { openRazorpay, type RazorpayResult } from './razorpay';

export interface CheckoutHandlers {
  /** The gateway's page is open or opening: poll the order's status from now. */
  onStarted: () => void;
  /** The browser refused the new tab: the parent needs a link to the page. */
  onBlocked: (url: string) => void;
  /** Razorpay's signed result, for UpdateCartStatus (the server checks the signature). */
  onRazorpayPaid: (result: RazorpayResult) => void;
}

export function openCheckout(
  order: Pick<AddToCartResponse, 'uniqueId' | 'checkout'>,
  opts: { description: string; isMobile: boolean },
  on: CheckoutHandlers,
) {
  const { checkout } = order;
  if (checkout.gateway === 'razorpay' && checkout.razorpay) {
    on.onStarted();
    openRazorpay(checkout.razorpay, opts.description, on.onRazorpayPaid, () => undefined).catch(() =>
      notify.error(messages.serverError),
    );
    return;
  }
  if (!checkout.url) {
    notify.error(messages.serverError);
    return;
  }
  const url = new URL(checkout.url, window.location.origin).href;
  on.onStarted();
  if (opts.isMobile && postToNative({ type: 'OPEN_PAYMENT', url, uniqueId: order.uniqueId })) return;
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else on.onBlocked(url);
}

/** The UpdateCartStatus body of Razorpay's signed result (the server checks the signature). */
export function razorpaySuccess(who: { userType: string; userId: number }, uniqueId: string, result: RazorpayResult) {
  return {
    UserType: who.userType,
    UserId: who.userId,
    UniqueId: uniqueId,
    Status: 'Success' as const,
    TransactionId: result.razorpay_payment_id,
    ...result,
  };
}

/**
 * What other features may use of billing: the state 'Resume payment' (on the home) opens the
 * payment screen with; and the order, gateway and status machinery a care plan is bought through.
 */
export { useAddToCartMutation, useUpdateCartStatusMutation } from './api/billingApi';
export { BlockedCheckout } from './components/BlockedCheckout';
export { openCheckout, razorpaySuccess } from './openCheckout';
export type { PollOutcome } from './poll';
export { resumePaymentState } from './resume';
export { usePaymentPoll } from './usePaymentPoll';

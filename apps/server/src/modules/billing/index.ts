// Billing's public face: its service (price, order, the gateway's result and the booking it makes),
// the refunds service (a parent's cancel with its refund, the refund of a late payment) and the routes.

export { billingRoutes } from './billing.routes';
export { type BillingService, type BillingServiceDeps, billingServiceFactory } from './billing.service';
export { receiptRoutes } from './receipts/receipts.routes';
export { type ReceiptsService, receiptsServiceFactory } from './receipts/receipts.service';
export { refundDueLatePayments, resendUnansweredRefunds } from './refunds/refundOrder';
export { refundRoutes } from './refunds/refunds.routes';
export {
  type CancelOutcome,
  type OperatorAsk,
  type RefundsService,
  type RestAsk,
  refundsServiceFactory,
} from './refunds/refunds.service';
export { refundUnserved } from './refunds/refundUnserved';

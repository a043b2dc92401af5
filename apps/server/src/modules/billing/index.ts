// Billing's public face: its service (price, order, the gateway's result and the booking it makes) and its routes.

export { billingRoutes } from './billing.routes';
export { type BillingService, type BillingServiceDeps, billingServiceFactory } from './billing.service';

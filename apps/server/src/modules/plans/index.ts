// Care plans' public face: what is on sale, what an account holds, what it lets the account do, and
// the grant a paid order makes (billing calls it in the payment's transaction).
export type { PlanBenefit } from './entitlement';
export { planRoutes } from './plans.routes';
export { type PlansService, type PlansServiceDeps, planPrice, plansServiceFactory } from './plans.service';

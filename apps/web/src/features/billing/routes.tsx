/**
 * The payment screens' routes, children of the root layout (app/router.tsx spreads them in with
 * `...billingRoutes`, before the booking routes). Kept free of screen code and texts: the router's
 * chunk imports this file.
 */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, screenRoute } from '../../app/routing';

export const billingRoutes: RouteObject[] = [
  // Spelt as the spec's route (native apps deep-link to it).
  screenRoute(screens.payment, 'payement-page', () => import('./routes/PaymentPage'), requireMember),
  // Public: it stands for the gateway's own page, opened in a new tab (or by the native app).
  screenRoute(screens.sandboxCheckout, 'sandbox-checkout', () => import('./routes/SandboxCheckoutPage')),
];

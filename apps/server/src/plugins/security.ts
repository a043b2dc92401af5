import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { type Config, clientConfig } from '../config';

/** Razorpay Checkout: its script, and the frame (and calls) it opens on api.razorpay.com. */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frame: 'https://api.razorpay.com',
  // checkout.js reports its own errors and timings here from the page.
  telemetry: 'https://lumberjack.razorpay.com',
} as const;

const SELF = "'self'";

/**
 * The Content-Security-Policy of every answer (docs/decisions/0013): this origin, plus the
 * configured Jitsi server (its external_api.js and the meeting frame) and, only with
 * PAYMENT_GATEWAY=razorpay, Razorpay's checkout. The sandbox checkout is a page of this app.
 */
export function cspDirectives(config: Config): Record<string, string[]> {
  const jitsiScript = new URL(clientConfig(config).jitsiScriptUrl).origin;
  const jitsiMeeting = `https://${config.JITSI_DOMAIN}`;
  const razorpay = config.PAYMENT_GATEWAY === 'razorpay';
  return {
    'default-src': [SELF],
    'script-src': [SELF, jitsiScript, ...(razorpay ? [RAZORPAY.script] : [])],
    'script-src-attr': ["'none'"],
    // The built app has no inline style (React's style props go through the CSSOM, which CSP
    // allows); Razorpay's checkout.js adds a <style> element for its modal.
    'style-src': [SELF, ...(razorpay ? ["'unsafe-inline'"] : [])],
    // data: for the SVG icons inlined in the CSS and for a milestone or vaccine photo or video
    // previewed before upload (read as a data: URL); blob: for object URLs of the same.
    'img-src': [SELF, 'data:', 'blob:'],
    'media-src': [SELF, 'data:', 'blob:'],
    'connect-src': [SELF, ...(razorpay ? [RAZORPAY.frame, RAZORPAY.telemetry] : [])],
    'frame-src': [jitsiMeeting, ...(razorpay ? [RAZORPAY.frame] : [])],
    // Said outright rather than left to fall back on script-src (docs/decisions/0040): the
    // captcha's worker and the offline service worker, both files of this origin; no blob: workers.
    'worker-src': [SELF],
    'object-src': ["'none'"],
    'base-uri': [SELF],
    // Razorpay's handler mode posts nothing from this page: its forms live in its own frame.
    'form-action': [SELF],
    'frame-ancestors': [SELF, ...config.NATIVE_APP_ORIGINS],
    // Only behind HTTPS: on http://localhost it would send the browser to a port with no TLS.
    ...(config.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Serialises directives as a header value (the API docs page builds its own from these). */
export const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * Security headers on every answer, files and errors included (written before the route runs):
 * the CSP above, HSTS in production, nosniff, and no Referer ever — tracker links carry a native
 * app's token in the query until the app strips it. helmet itself, built once: @fastify/helmet
 * rebuilds its middleware on every request, which halved a small route's throughput here.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: config.production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // Payment gateways open bank pages (3-D Secure, net banking) in pop-ups that report back
    // to their opener; plain same-origin would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // X-Frame-Options cannot name other origins; frame-ancestors (which wins wherever both are
    // understood) does, so the old header is dropped when native apps may frame the app.
    xFrameOptions: config.NATIVE_APP_ORIGINS.length > 0 ? false : { action: 'sameorigin' },
  });
  // On the raw response, so they survive an error answer (which drops headers set on the reply);
  // a route may still replace one (the uploads' sandboxing CSP).
  app.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );

  // Answers with personal data must not sit in a shared or browser cache. A route that knows its
  // answer may be kept (a signed file link) sets its own Cache-Control.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});

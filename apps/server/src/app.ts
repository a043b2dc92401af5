import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { BackgroundTasks } from './lib/background';
import { type Clock, SettableClock, systemClock } from './lib/clock';
import { serializeError } from './lib/logErrors';
import { adminRoutes, catalogueRoutes, mediaRoutes, moneyRoutes } from './modules/admin';
import { authRoutes } from './modules/auth';
import { billingRoutes, receiptRoutes, refundRoutes } from './modules/billing';
import { bookingRoutes } from './modules/booking';
import { catalogRoutes } from './modules/catalog';
import { consoleRoutes } from './modules/console';
import { consultationRoutes } from './modules/consultations';
import { devRoutes, testClockRoutes, testDataRoutes } from './modules/dev';
import { dietRoutes } from './modules/diet';
import { familyRoutes } from './modules/family';
import { growthRoutes } from './modules/growth';
import { hoursRoutes } from './modules/hours';
import { memberRoutes } from './modules/members';
import { planRoutes } from './modules/plans';
import { privacyRoutes } from './modules/privacy';
import { trackerRoutes } from './modules/tracker';
import { triageRoutes } from './modules/triage';
import { vaccinationRoutes } from './modules/vaccination';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerInputGuard } from './plugins/inputGuard';
import { rateLimitPlugin } from './plugins/rateLimit';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { registerWeb } from './plugins/web';
import { createGateways, type Gateways } from './providers/payments';
import type { SmsProvider } from './providers/sms';
import { createFileStorage, type FileStorage } from './providers/storage';
import { createTelephonyProvider, type TelephonyProvider } from './providers/telephony';
import { createWhatsAppProvider, type WhatsAppProvider } from './providers/whatsapp';
import { createServices } from './services';

export interface AppDeps {
  config: Config;
  db: Db;
  sms: SmsProvider;
  /** WhatsApp (default: from config; null is WHATSAPP_PROVIDER=off; tests pass their own). */
  whatsapp?: WhatsAppProvider | null;
  /** Payment gateways (default: from config; tests pass their own). */
  gateways?: Gateways;
  /** Click-to-call (default: from config; tests pass their own). */
  telephony?: TelephonyProvider;
  /** Uploaded files (default: from config). */
  storage?: FileStorage;
  /** The one clock every service reads (default: the system's; tests and TEST_CLOCK set it). */
  clock?: Clock;
  /** Work done after the answer (default: a fresh set, waited for on close; tests pass their own). */
  background?: BackgroundTasks;
  /** Where log lines go (default: stdout; tests read what was logged). */
  logStream?: { write(line: string): void };
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
}

/** The app factory: everything but the port, so tests drive it with inject() (design §4.1). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const now = clock.now;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Codes and tokens never reach the logs.
      redact: ['req.headers.authtoken', 'req.headers.authorization', 'req.body.otp', 'req.body.captcha'],
      // Failed queries are logged without their parameters (names, numbers, token hashes).
      serializers: { err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    // The spec writes some paths with a trailing slash (App/GetAllSlot/): answer both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await registerCompression(app);

  if (config.API_DOCS) await registerDocs(app, config);
  const storage = deps.storage ?? createFileStorage(config);
  const background = deps.background ?? new BackgroundTasks(app.log);
  app.addHook('onClose', () => background.settled());
  const services = createServices({
    config,
    db: deps.db,
    now,
    sms: deps.sms,
    whatsapp: deps.whatsapp === undefined ? createWhatsAppProvider(config) : deps.whatsapp,
    storage,
    gateways: deps.gateways ?? createGateways(config),
    telephony: deps.telephony ?? createTelephonyProvider(config),
    background,
    log: app.log,
  });
  await app.register(sessionPlugin, { auth: services.auth, db: deps.db, now });
  const screenPage = deps.serveWeb === false ? undefined : await registerWeb(app, config.WEB_DIST);
  registerErrorHandler(app, { screenPage });
  registerInputGuard(app);
  // After the error handler: a route keeps the handler in place when it was added.
  registerHealth(app, { db: deps.db });

  authRoutes(app, { auth: services.auth, config });
  memberRoutes(app, services);
  catalogRoutes(app, services);
  bookingRoutes(app, services);
  billingRoutes(app, services);
  refundRoutes(app, services);
  receiptRoutes(app, services);
  planRoutes(app, services);
  familyRoutes(app, services);
  triageRoutes(app, services);
  consultationRoutes(app, services);
  consoleRoutes(app, { ...services, config });
  adminRoutes(app, services);
  catalogueRoutes(app, { ...services, config });
  mediaRoutes(app, { storage });
  hoursRoutes(app, services);
  moneyRoutes(app, services);
  trackerRoutes(app, { tracker: services.tracker, vaccinations: services.vaccination });
  growthRoutes(app, services);
  vaccinationRoutes(app, services);
  dietRoutes(app, services);
  privacyRoutes(app, services);
  if (!config.production) devRoutes(app, deps.sms);
  // Config refuses TEST_CLOCK in production; the clock must also be one that can be set.
  if (config.TEST_CLOCK && clock instanceof SettableClock) testClockRoutes(app, clock);
  if (config.TEST_DATA_API) testDataRoutes(app, { db: deps.db, now });
  return app;
}

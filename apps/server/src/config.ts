import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { OTP_SENDS_PER_IP_PER_HOUR } from '@app/contract/constants';
import {
  type ConsultType,
  EMERGENCY,
  FOLLOW_UP,
  offeredConsultTypes,
  SWITCHABLE_CONSULT_TYPES,
} from '@app/contract/consultTypes';
import { z } from 'zod';
import { repoRoot } from './paths';

/** scheme://host[:port], nothing after it: what CSP source lists and browsers call an origin. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The consult types parents may book, comma-separated: only those with a working flow (audio and
 * video today). Follow ups are always offered and emergency never, so a list naming either is a
 * mistake to point out rather than a value to ignore.
 */
const consultTypeList = z
  .string()
  .default('audio,video')
  .transform((list) => [
    ...new Set(
      list
        .split(',')
        .map((type) => type.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .superRefine((types, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (types.length === 0) refuse(`must name at least one of: ${SWITCHABLE_CONSULT_TYPES.join(', ')}`);
    for (const type of types) {
      if (type === EMERGENCY) refuse('names emergency, which is never booked: parents are told to call 112');
      else if (type === FOLLOW_UP) refuse('names follow up, which is always offered (a free repeat in the video room)');
      else if (!(SWITCHABLE_CONSULT_TYPES as readonly string[]).includes(type))
        refuse(`names ${type}, which is not a consult type; use ${SWITCHABLE_CONSULT_TYPES.join(', ')}`);
    }
  })
  .transform((types) => types as ConsultType[]);

/** A WhatsApp template's name as Meta allows it: lower-case letters, digits and underscores. */
const templateName = (fallback: string) =>
  z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a WhatsApp template name (lower-case letters, digits and _)')
    .default(fallback);

const flag = (fallback: boolean) =>
  z
    .stringbool({ error: 'must be true or false (or 1/0, yes/no, on/off)' })
    .optional()
    .transform((v) => v ?? fallback);

/**
 * Every setting comes from the environment and is checked here at boot (design §4.6). Only
 * `clientConfig()` decides what the browser may see.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be 0–65535')
      .max(65535, 'must be 0–65535')
      .default(3000),
    /** How long a stop (SIGTERM) may take to finish requests in flight before the process exits anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
    WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    /** Signs captcha challenges and peppers OTP hashes. Required in production. */
    SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Shared with the native apps to sign OTP-skip hand-off links; hand-off is off without it. */
    HANDOFF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    CAPTCHA_ENABLED: flag(true),
    /**
     * OTPs one network address may ask for per hour. Mobile carriers put many phones behind one
     * address (CGNAT), so this is a setting; the per-number limits and the captcha still apply.
     */
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(OTP_SENDS_PER_IP_PER_HOUR),
    /** Proof-of-work difficulty: the largest number the browser may have to try. */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
    TRUST_PROXY: flag(false),
    SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
    ALLOW_CONSOLE_SMS_IN_PRODUCTION: flag(false),
    MSG91_AUTH_KEY: z.string().min(1).optional(),
    MSG91_TEMPLATE_ID: z.string().min(1).optional(),
    /** The DLT template of the 10-minute consultation reminder (variables doctor, time, link). */
    MSG91_REMINDER_TEMPLATE_ID: z.string().min(1).optional(),
    /** The DLT templates of the queue's refund apologies (decision 0038): minutes and amount; amount. */
    MSG91_QUEUE_EXPIRED_TEMPLATE_ID: z.string().min(1).optional(),
    MSG91_QUEUE_NO_ANSWER_TEMPLATE_ID: z.string().min(1).optional(),
    /** The DLT template telling a parent the clinic cancelled their consultation (doctor, time, amount; decision 0053). */
    MSG91_CLINIC_CANCELLED_TEMPLATE_ID: z.string().min(1).optional(),
    /** The DLT template of the booking confirmation (variables doctor, time, link; decision 0055). */
    MSG91_CONFIRMATION_TEMPLATE_ID: z.string().min(1).optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    /**
     * WhatsApp copies of the messages about a consultation (decision 0055): console prints them
     * (refused in production unless allowed), cloud sends them through Meta's WhatsApp Business
     * Cloud API, off is a clinic that does not use WhatsApp.
     */
    WHATSAPP_PROVIDER: z.enum(['console', 'cloud', 'off']).default('console'),
    ALLOW_CONSOLE_WHATSAPP_IN_PRODUCTION: flag(false),
    WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
    /** The business number's id in Meta's WhatsApp Manager (digits), not the number. */
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{5,25}$/, "must be the phone number's id from WhatsApp Manager (digits)")
      .optional(),
    WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com/v21.0'),
    /** The approved templates, per message (body variables in the order of decision 0055). */
    WHATSAPP_CONFIRMATION_TEMPLATE: templateName('consultation_confirmed'),
    WHATSAPP_REMINDER_TEMPLATE: templateName('consultation_reminder'),
    WHATSAPP_CLINIC_CANCELLED_TEMPLATE: templateName('consultation_cancelled_by_clinic'),
    /** The language the templates were approved in (en, en_US, hi…). */
    WHATSAPP_TEMPLATE_LANGUAGE: z
      .string()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a WhatsApp language code such as en or en_US')
      .default('en'),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
    /** Until how many minutes before its start a parent may cancel (full refund) or move a booked consultation. */
    CANCELLATION_CUTOFF_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
    /** GST on consultations, in percent (healthcare services are exempt: 0). */
    CONSULTATION_GST_PERCENT: z.coerce.number().min(0).max(28).default(0),
    /** GST on care plans, in percent (0 unless the clinic's tax adviser says the tracker is taxable). */
    PLAN_GST_PERCENT: z.coerce.number().min(0).max(28).default(0),
    /**
     * Who issues the receipts: the legal name and registered address of the business that takes
     * the money (printed on every receipt and credit note), and its GSTIN when it has one. The name
     * and address are required in production; outside it, a development stand-in is printed.
     */
    RECEIPT_ISSUER_NAME: z.string().trim().min(1).max(200).optional(),
    RECEIPT_ISSUER_ADDRESS: z.string().trim().min(1).max(400).optional(),
    RECEIPT_ISSUER_GSTIN: z
      .string()
      .trim()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a GSTIN such as 29ABCDE1234F1Z5')
      .optional(),
    /**
     * The grievance officer parents can write to (Information Technology (Intermediary Guidelines)
     * Rules 2021, rule 3(2); the Digital Personal Data Protection Act 2023, section 8(10)): shown on
     * /grievances, linked from the first screen, the home screen and every receipt. The name and
     * email are required in production; outside it, a development stand-in is shown.
     */
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(120).optional(),
    GRIEVANCE_OFFICER_EMAIL: z.email('must be an email address such as grievances@example.in').optional(),
    GRIEVANCE_OFFICER_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[\d ]{8,18}$/, 'must be a phone number such as +91 80 4700 0000')
      .optional(),
    /** The consult types parents may book (the rest have no flow yet): audio,video by default. */
    ENABLED_CONSULT_TYPES: consultTypeList,
    /**
     * The Jitsi server of the video calls. The public meet.jit.si cuts embedded calls after 5
     * minutes: use a self-hosted Jitsi or JaaS (8x8.vc) in production.
     */
    JITSI_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as meet.example.org')
      .default('meet.jit.si'),
    /** Defaults to https://{JITSI_DOMAIN}/external_api.js. */
    JITSI_SCRIPT_URL: z.url().optional(),
    /**
     * The public address parents open the app at (an origin, e.g. https://app.example.in): the
     * reminder SMS links to the consultation's waiting room there. Required in production; outside
     * it, http://localhost:PORT (or HOST:PORT when HOST names one machine).
     */
    PUBLIC_APP_URL: z
      .string()
      .trim()
      .transform((url) => url.replace(/\/+$/, ''))
      .pipe(z.string().regex(ORIGIN, 'must be an origin such as https://app.example.in (no path)'))
      .optional(),
    /** The provider's child-care page (the confirmed screen's home button); unset, that button opens our /home. */
    CHILD_CARE_URL: z.string().min(1).optional(),
    /** The spec's call-centre number sent as agent_number. */
    CALL_AGENT_NUMBER: z
      .string()
      .regex(/^\+?\d{6,15}$/, 'must be a phone number')
      .default('+918047000000'),
    /**
     * How long after the slot start the waiting room stays open for a doctor who has not started
     * the call yet (docs/decisions/0026).
     */
    WAITING_ROOM_GRACE_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
    /** The highest consultation fee the back office accepts for a doctor, in rupees (a typo's guard). */
    DOCTOR_FEE_CEILING_RUPEES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    /** The on-duty queue (docs/decisions/0038): the fee charged when a parent joins, in rupees. */
    INSTANT_FEE_RUPEES: z.coerce.number().min(0).max(100_000).default(299),
    /** A queue place no doctor takes within this many minutes of joining is refunded by itself. */
    QUEUE_MAX_WAIT_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
    /** A called parent not seen answering within this many seconds goes back behind the next one (once). */
    QUEUE_ANSWER_SECONDS: z.coerce.number().int().min(30).max(900).default(120),
    /** A doctor's duty ends by itself when the console has not been seen for this many seconds. */
    DUTY_HEARTBEAT_TIMEOUT_SECONDS: z.coerce.number().int().min(60).max(1800).default(180),
    /** The consultation length the wait estimate uses until enough consultations were completed. */
    QUEUE_DEFAULT_CONSULT_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    /** Where uploaded photos and videos go: a local folder, or an S3(-compatible) bucket. */
    STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
    /** The local folder; defaults to DATA_DIR/uploads. */
    UPLOAD_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** An S3-compatible endpoint (R2, MinIO…); AWS's regional endpoint when unset. */
    S3_ENDPOINT: z.url().optional(),
    /** The immunization schedule shown to parents: IAP (the Indian Academy of Pediatrics') or UIP (the national one). */
    VACCINATION_SCHEDULE: z.enum(['IAP', 'UIP']).default('IAP'),
    TELEPHONY_PROVIDER: z.enum(['log', 'knowlarity']).default('log'),
    KNOWLARITY_API_KEY: z.string().min(1).optional(),
    KNOWLARITY_AUTH_TOKEN: z.string().min(1).optional(),
    /** The Knowlarity virtual number (k_number) calls go out from. */
    KNOWLARITY_K_NUMBER: z.string().min(1).optional(),
    KNOWLARITY_BASE_URL: z.url().default('https://kpi.knowlarity.com'),
    /**
     * Demo parents, doctors and consultations (never reference data, which always loads). On by
     * default outside production; refused in production without the explicit escape below.
     */
    DEMO_DATA: z.stringbool({ error: 'must be true or false (or 1/0, yes/no, on/off)' }).optional(),
    ALLOW_DEMO_DATA_IN_PRODUCTION: flag(false),
    // Escapes for a staging server that runs with production settings but offline providers.
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: flag(false),
    ALLOW_LOG_TELEPHONY_IN_PRODUCTION: flag(false),
    ALLOW_PUBLIC_JITSI_IN_PRODUCTION: flag(false),
    ALLOW_LOCAL_STORAGE_IN_PRODUCTION: flag(false),
    /**
     * Test only: the server's clock can be set (POST /api/test/clock) so browser journeys state the
     * time they run at. Refused in production.
     */
    TEST_CLOCK: flag(false),
    /** Mounts the test-only data API (POST /api/test/doctors, parents, consultations) for the browser journeys. */
    TEST_DATA_API: flag(false),
    /** With TEST_CLOCK: the instant the clock starts at (ISO 8601 with an offset), before the seed runs. */
    TEST_CLOCK_START: z.iso.datetime({ offset: true, error: 'must be an ISO date-time with an offset' }).optional(),
    /**
     * Native apps whose pages may frame the web app (CSP frame-ancestors), comma-separated origins
     * such as capacitor://localhost. A native web view that opens the site itself needs none.
     */
    NATIVE_APP_ORIGINS: z
      .string()
      .optional()
      .transform((list) =>
        (list ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(ORIGIN, 'must be origins such as https://app.example.org, comma-separated'))),
    /**
     * /api/ calls per minute from one client address. Generous: mobile carriers put many phones
     * behind one address (CGNAT), and the per-account limit below is the tighter one.
     */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
    /** /api/ calls per minute with one sign-in (a parent's or a doctor's token), from any address. */
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** Redis for the rate-limit counters, shared by every server process; in memory (per process) without it. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must start with redis:// or rediss://')
      .optional(),
    /** Prefixes every Redis key, so environments (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).default('child-health:'),
    /** Serve the OpenAPI page at /api/docs in production too (it is always served outside production). */
    API_DOCS: z.stringbool({ error: 'must be true or false (or 1/0, yes/no, on/off)' }).optional(),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && !env.SERVER_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SERVER_SECRET'], message: 'is required in production' });
    }
    for (const key of ['RECEIPT_ISSUER_NAME', 'RECEIPT_ISSUER_ADDRESS'] as const) {
      if (production && !env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required in production: every receipt names its issuer',
        });
    }
    for (const key of ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL'] as const) {
      if (production && !env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required in production: parents must be able to reach the grievance officer',
        });
    }
    if (production && !env.PUBLIC_APP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_APP_URL'],
        message: 'is required in production: the reminder SMS links parents to it (e.g. https://app.example.in)',
      });
    } else if (production && env.PUBLIC_APP_URL && !env.PUBLIC_APP_URL.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_APP_URL'],
        message: 'must be https:// in production: parents sign in at the address the SMS links to',
      });
    }
    if (production && env.SMS_PROVIDER === 'console' && !env.ALLOW_CONSOLE_SMS_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'is console, which only prints codes; set msg91 in production (or ALLOW_CONSOLE_SMS_IN_PRODUCTION=true)',
      });
    }
    if (production) refuseOfflineDefaults(env, ctx);
    if (env.TEST_CLOCK_START && !env.TEST_CLOCK) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_START'], message: 'needs TEST_CLOCK=true' });
    }
    if (env.PAYMENT_GATEWAY === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_GATEWAY=razorpay' });
      }
    }
    if (env.STORAGE_PROVIDER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_PROVIDER=s3' });
      }
    }
    if (env.TELEPHONY_PROVIDER === 'knowlarity') {
      for (const key of ['KNOWLARITY_API_KEY', 'KNOWLARITY_AUTH_TOKEN', 'KNOWLARITY_K_NUMBER'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when TELEPHONY_PROVIDER=knowlarity' });
      }
    }
    if (env.WHATSAPP_PROVIDER === 'cloud') {
      for (const key of ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when WHATSAPP_PROVIDER=cloud' });
      }
    }
    if (env.SMS_PROVIDER === 'msg91') {
      for (const key of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=msg91' });
      }
    }
  });

type Env = z.output<typeof EnvSchema>;

/**
 * Every offline default works without an account anywhere, which is what development wants and
 * what a real service must never run on by accident: a production boot names the variable to set
 * (design §3). Each has an explicit escape for a staging server: the value, what it does wrong in
 * production, and the flag that allows it anyway.
 */
const OFFLINE_DEFAULTS: { key: keyof Env; offline: unknown; harm: string; allowedBy: keyof Env }[] = [
  {
    key: 'PAYMENT_GATEWAY',
    offline: 'sandbox',
    harm: 'is sandbox, which books consultations without taking money; set razorpay in production',
    allowedBy: 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION',
  },
  {
    key: 'TELEPHONY_PROVIDER',
    offline: 'log',
    harm: 'is log, which rings nobody; set knowlarity in production',
    allowedBy: 'ALLOW_LOG_TELEPHONY_IN_PRODUCTION',
  },
  {
    key: 'JITSI_DOMAIN',
    offline: 'meet.jit.si',
    harm: 'is the public meet.jit.si, which cuts embedded calls after 5 minutes; set your own Jitsi or JaaS (8x8.vc) in production',
    allowedBy: 'ALLOW_PUBLIC_JITSI_IN_PRODUCTION',
  },
  {
    key: 'STORAGE_PROVIDER',
    offline: 'local',
    harm: "is local, which keeps parents' files on this machine only; set s3 in production",
    allowedBy: 'ALLOW_LOCAL_STORAGE_IN_PRODUCTION',
  },
  {
    key: 'WHATSAPP_PROVIDER',
    offline: 'console',
    harm: 'is console, which only prints the messages parents should get; set cloud (or off) in production',
    allowedBy: 'ALLOW_CONSOLE_WHATSAPP_IN_PRODUCTION',
  },
  {
    key: 'DEMO_DATA',
    offline: true,
    harm: 'is true: invented doctors and parents must not reach real parents; unset it in production',
    allowedBy: 'ALLOW_DEMO_DATA_IN_PRODUCTION',
  },
];

function refuseOfflineDefaults(env: Env, ctx: z.RefinementCtx) {
  const refuse = (key: keyof Env, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
  for (const { key, offline, harm, allowedBy } of OFFLINE_DEFAULTS) {
    if (env[key] === offline && !env[allowedBy]) refuse(key, `${harm} (or ${allowedBy}=true)`);
  }
  if (env.TEST_CLOCK) refuse('TEST_CLOCK', 'is a test-only setting and is refused in production');
  if (env.TEST_DATA_API) refuse('TEST_DATA_API', 'is a test-only setting and is refused in production');
}

export type Config = Omit<Env, 'DEMO_DATA' | 'API_DOCS' | 'PUBLIC_APP_URL'> & {
  SERVER_SECRET: string;
  PUBLIC_APP_URL: string;
  production: boolean;
  DEMO_DATA: boolean;
  API_DOCS: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Where this server answers on this machine: a wildcard HOST means localhost. */
export function localAppUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`));
  }
  const c = parsed.data;
  return {
    ...c,
    // Outside production a per-process secret is fine: captcha challenges and OTPs live minutes.
    SERVER_SECRET: c.SERVER_SECRET ?? randomBytes(32).toString('hex'),
    // Production requires it (above); outside it the server's own address will do.
    PUBLIC_APP_URL: c.PUBLIC_APP_URL ?? localAppUrl(c.HOST, c.PORT),
    production: c.NODE_ENV === 'production',
    DEMO_DATA: c.DEMO_DATA ?? c.NODE_ENV !== 'production',
    // The API's map is handy while building and an attacker's map in production: opt in there.
    API_DOCS: c.API_DOCS ?? c.NODE_ENV !== 'production',
  };
}

export const clientConfig = (c: Config) => ({
  captchaEnabled: c.CAPTCHA_ENABLED,
  production: c.production,
  jitsiDomain: c.JITSI_DOMAIN,
  jitsiScriptUrl: c.JITSI_SCRIPT_URL ?? `https://${c.JITSI_DOMAIN}/external_api.js`,
  childCareUrl: c.CHILD_CARE_URL ?? null,
  callAgentNumber: c.CALL_AGENT_NUMBER,
  consultTypes: offeredConsultTypes(c.ENABLED_CONSULT_TYPES),
  grievanceOfficer: grievanceOfficerOf(c),
});

/**
 * How a parent reaches the doctor about a prescription: through the service (the doctor's own number
 * is never given out), by the grievance officer's email and phone.
 */
export const careContactOf = (c: Config) => {
  const officer = grievanceOfficerOf(c);
  return [officer.email, officer.phone].filter(Boolean).join(', ');
};

/** The grievance officer as parents see them: configured, or a development stand-in. */
export const grievanceOfficerOf = (c: Config) => ({
  name: c.GRIEVANCE_OFFICER_NAME ?? 'Grievance Officer (development: set GRIEVANCE_OFFICER_NAME)',
  email: c.GRIEVANCE_OFFICER_EMAIL ?? 'grievances@example.invalid',
  phone: c.GRIEVANCE_OFFICER_PHONE ?? null,
  address: c.RECEIPT_ISSUER_ADDRESS ?? null,
});

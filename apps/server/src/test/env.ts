// No imports: config.test.ts and the benchmark read this without loading the app.
/**
 * Production settings as a staging server runs them: NODE_ENV=production with the escapes for the
 * offline providers (no SMS gateway, WhatsApp, Razorpay, Knowlarity, Jitsi or S3 account on a test machine).
 */
export const STAGING_ENV = {
  NODE_ENV: 'production',
  SERVER_SECRET: 'p'.repeat(40),
  PUBLIC_APP_URL: 'https://staging.example.in',
  RECEIPT_ISSUER_NAME: 'Staging Child Health Pvt. Ltd.',
  RECEIPT_ISSUER_ADDRESS: '1 Test Road, Bengaluru 560001, Karnataka',
  GRIEVANCE_OFFICER_NAME: 'Asha Menon',
  GRIEVANCE_OFFICER_EMAIL: 'grievances@staging.example.in',
  ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
  ALLOW_CONSOLE_WHATSAPP_IN_PRODUCTION: 'true',
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
  ALLOW_LOG_TELEPHONY_IN_PRODUCTION: 'true',
  ALLOW_PUBLIC_JITSI_IN_PRODUCTION: 'true',
  ALLOW_LOCAL_STORAGE_IN_PRODUCTION: 'true',
};

/** Builders of answers every feature's tests need (test-only). */
import type { ClientConfig } from '@app/contract/schemas/auth';

/** The server's public settings, as GET getClientConfig answers them outside production. */
export function aClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    captchaEnabled: false,
    production: false,
    jitsiDomain: 'meet.example.org',
    jitsiScriptUrl: 'https://meet.example.org/external_api.js',
    childCareUrl: 'https://care.example.in/',
    callAgentNumber: '+918047000000',
    // The server's default (ENABLED_CONSULT_TYPES=audio,video): follow ups are always offered.
    consultTypes: ['audio', 'video', 'follow up'],
    ...overrides,
  };
}

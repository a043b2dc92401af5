/** Builders of answers every feature's tests need (test-only). */
import type { ClientConfig } from '@app/contract/schemas/auth';
import type { BasicState } from '../app/state';

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
    grievanceOfficer: {
      name: 'Asha Menon',
      email: 'grievances@example.in',
      phone: '+91 80 4700 0000',
      address: '1 MG Road, Bengaluru 560001, Karnataka',
    },
    ...overrides,
  };
}

/** Basic of a registered parent who has chosen their child Aarav (member 11) on /details. */
export function aSignedInMember(overrides: Partial<BasicState> = {}): BasicState {
  return { authToken: 'token-1', type: 'Registered', id: 11, rid: 11, ConnectionID: 7, name: 'Aarav', ...overrides };
}

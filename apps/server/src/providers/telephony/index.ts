import type { Config } from '../../config';
import { KnowlarityTelephonyProvider } from './knowlarity';
import { LogTelephonyProvider } from './log';
import type { TelephonyProvider } from './types';

export function createTelephonyProvider(config: Config): TelephonyProvider {
  if (config.TELEPHONY_PROVIDER === 'knowlarity') {
    // loadConfig has already required the three Knowlarity settings.
    return new KnowlarityTelephonyProvider({
      apiKey: config.KNOWLARITY_API_KEY ?? '',
      authToken: config.KNOWLARITY_AUTH_TOKEN ?? '',
      kNumber: config.KNOWLARITY_K_NUMBER ?? '',
      baseUrl: config.KNOWLARITY_BASE_URL,
    });
  }
  return new LogTelephonyProvider();
}

export { KnowlarityTelephonyProvider } from './knowlarity';
export { LogTelephonyProvider } from './log';
export type { CallRequest, TelephonyProvider } from './types';
export { CallFailedError } from './types';

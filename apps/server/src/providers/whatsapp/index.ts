import type { Config } from '../../config';
import { WhatsAppCloudProvider } from './cloud';
import { ConsoleWhatsAppProvider } from './console';
import type { WhatsAppProvider } from './types';

/** The configured WhatsApp provider, or null when the clinic does not use WhatsApp (WHATSAPP_PROVIDER=off). */
export function createWhatsAppProvider(config: Config): WhatsAppProvider | null {
  if (config.WHATSAPP_PROVIDER === 'off') return null;
  if (config.WHATSAPP_PROVIDER === 'cloud') {
    // loadConfig has already required the token and the number's id for cloud.
    return new WhatsAppCloudProvider({
      accessToken: config.WHATSAPP_ACCESS_TOKEN ?? '',
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
      baseUrl: config.WHATSAPP_BASE_URL,
      templates: {
        bookingConfirmed: config.WHATSAPP_CONFIRMATION_TEMPLATE,
        reminder: config.WHATSAPP_REMINDER_TEMPLATE,
        clinicCancelled: config.WHATSAPP_CLINIC_CANCELLED_TEMPLATE,
      },
      language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    });
  }
  return new ConsoleWhatsAppProvider();
}

export { WhatsAppCloudProvider } from './cloud';
export { ConsoleWhatsAppProvider, maskedNumber } from './console';
export type { WhatsAppMessage, WhatsAppProvider, WhatsAppTemplateKind } from './types';
export { WHATSAPP_TEMPLATE_KINDS, WHATSAPP_TEMPLATE_VARIABLES, WhatsAppSendError } from './types';

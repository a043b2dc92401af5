import type { Config } from '../../config';
import { ConsoleSmsProvider } from './console';
import { Msg91SmsProvider } from './msg91';
import type { SmsProvider } from './types';

export function createSmsProvider(config: Config): SmsProvider {
  if (config.SMS_PROVIDER === 'msg91') {
    // loadConfig has already required both keys for msg91.
    return new Msg91SmsProvider({
      authKey: config.MSG91_AUTH_KEY ?? '',
      templateId: config.MSG91_TEMPLATE_ID ?? '',
      reminderTemplateId: config.MSG91_REMINDER_TEMPLATE_ID,
      queueExpiredTemplateId: config.MSG91_QUEUE_EXPIRED_TEMPLATE_ID,
      queueNoAnswerTemplateId: config.MSG91_QUEUE_NO_ANSWER_TEMPLATE_ID,
      clinicCancelledTemplateId: config.MSG91_CLINIC_CANCELLED_TEMPLATE_ID,
      confirmationTemplateId: config.MSG91_CONFIRMATION_TEMPLATE_ID,
      baseUrl: config.MSG91_BASE_URL,
    });
  }
  return new ConsoleSmsProvider();
}

export { ConsoleSmsProvider } from './console';
export { Msg91SmsProvider } from './msg91';
export type { SmsMessage, SmsProvider, SmsTemplateKind } from './types';
export { SmsSendError } from './types';

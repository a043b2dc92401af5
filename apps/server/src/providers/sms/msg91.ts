import { type SmsMessage, type SmsProvider, SmsSendError } from './types';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved flow template; it must use the variable `otp` (MSG91 "##otp##"). */
  templateId: string;
  /** The DLT-approved reminder template, with the variables `doctor`, `time` and `link` (the waiting room). */
  reminderTemplateId?: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91 flow API (India, DLT templates): POST {base}/api/v5/flow with the `authkey` header. Its
 * documented parameters (flow/template id, recipients, sender, route, unicode, schtime) include no
 * idempotency key, so at-least-once senders can only narrow the window in which a retry duplicates
 * (docs/decisions/0016).
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  constructor(private readonly options: Msg91Options) {}

  async send(message: SmsMessage): Promise<void> {
    const url = new URL('/api/v5/flow', this.options.baseUrl);
    const reminder = message.template?.kind === 'reminder';
    if (reminder && !this.options.reminderTemplateId) {
      throw new SmsSendError('MSG91_REMINDER_TEMPLATE_ID is not set: reminders cannot be sent through MSG91.');
    }
    const recipient = reminder
      ? { mobiles: message.to.replace(/^\+/, ''), ...message.template?.vars }
      : // MSG91 wants the number with its country code and no '+'.
        { mobiles: message.to.replace(/^\+/, ''), otp: message.otp ?? '' };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authkey: this.options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
          // MSG91's flow API documents no idempotency parameter: this header (the IETF draft's
          // name) is for a gateway or proxy that honours it. MSG91 itself may deliver a retry twice.
          ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          template_id: reminder ? this.options.reminderTemplateId : this.options.templateId,
          short_url: '0',
          recipients: [recipient],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new SmsSendError(`MSG91 could not be reached: ${(e as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new SmsSendError(
        `MSG91 refused the message (HTTP ${response.status}): ${body.message ?? 'no reason given'}`,
      );
    }
  }
}

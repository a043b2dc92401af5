import { type SmsMessage, type SmsProvider, SmsSendError, type SmsTemplateKind } from './types';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved flow template; it must use the variable `otp` (MSG91 "##otp##"). */
  templateId: string;
  /** The DLT-approved reminder template, with the variables `doctor`, `time` and `link` (the waiting room). */
  reminderTemplateId?: string;
  /** The queue's apology when nobody took the place in time (variables `minutes`, `amount`). */
  queueExpiredTemplateId?: string;
  /** The queue's apology after two unanswered calls (variable `amount`). */
  queueNoAnswerTemplateId?: string;
  /** The clinic cancelled a booked consultation (variables `doctor`, `time`, `amount`). */
  clinicCancelledTemplateId?: string;
  /** A consultation was booked (paid): variables `doctor`, `time`, `link` (decision 0055). */
  confirmationTemplateId?: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91 flow API (India, DLT templates): POST {base}/api/v5/flow with the `authkey` header. Its
 * documented parameters (flow/template id, recipients, sender, route, unicode, schtime) include no
 * idempotency key, so at-least-once senders can only narrow the window in which a retry duplicates
 * (docs/decisions/0016).
 */
/** Each non-OTP template's option and the setting that fills it. */
const TEMPLATES: Record<SmsTemplateKind, { option: keyof Msg91Options; setting: string }> = {
  reminder: { option: 'reminderTemplateId', setting: 'MSG91_REMINDER_TEMPLATE_ID' },
  queueExpired: { option: 'queueExpiredTemplateId', setting: 'MSG91_QUEUE_EXPIRED_TEMPLATE_ID' },
  queueNoAnswer: { option: 'queueNoAnswerTemplateId', setting: 'MSG91_QUEUE_NO_ANSWER_TEMPLATE_ID' },
  clinicCancelled: { option: 'clinicCancelledTemplateId', setting: 'MSG91_CLINIC_CANCELLED_TEMPLATE_ID' },
  bookingConfirmed: { option: 'confirmationTemplateId', setting: 'MSG91_CONFIRMATION_TEMPLATE_ID' },
};

export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  constructor(private readonly options: Msg91Options) {}

  /** The flow template of a message: the OTP one, or its own (a message with neither is refused, never sent as an OTP). */
  private templateOf(message: SmsMessage): string {
    if (!message.template) {
      if (message.otp === undefined) throw new SmsSendError('MSG91 sends only templated messages: this one has none.');
      return this.options.templateId;
    }
    const { option, setting } = TEMPLATES[message.template.kind];
    const id = this.options[option];
    if (typeof id !== 'string') {
      throw new SmsSendError(`${setting} is not set: ${message.template.kind} messages cannot be sent through MSG91.`);
    }
    return id;
  }

  async send(message: SmsMessage): Promise<void> {
    const url = new URL('/api/v5/flow', this.options.baseUrl);
    const templateId = this.templateOf(message);
    const recipient = message.template
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
          template_id: templateId,
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

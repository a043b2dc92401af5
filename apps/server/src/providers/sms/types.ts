export type SmsTemplateKind = 'reminder' | 'queueExpired' | 'queueNoAnswer' | 'clinicCancelled' | 'bookingConfirmed';

export interface SmsMessage {
  /** E.164, e.g. +919876543210 */
  to: string;
  text: string;
  /** The one-time code, for gateways that fill it into a registered (DLT) template. */
  otp?: string;
  /**
   * A non-OTP message: its DLT template and the values it fills in (the consultation reminder; the
   * queue's refunds: a place nobody took in time, a call unanswered twice).
   */
  template?: { kind: SmsTemplateKind; vars: Record<string, string> };
  /**
   * The same key on a retry of the same message (e.g. `reminder:<consultation>:<slot>`): a provider
   * that honours it delivers the message once however often it is sent. Jobs that send at least
   * once (a retry after a crash) pass it.
   */
  idempotencyKey?: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}

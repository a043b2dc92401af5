export interface SmsMessage {
  /** E.164, e.g. +919876543210 */
  to: string;
  text: string;
  /** The one-time code, for gateways that fill it into a registered (DLT) template. */
  otp?: string;
  /** A non-OTP message: its DLT template and the values it fills in (issue 6's reminder). */
  template?: { kind: 'reminder'; vars: Record<string, string> };
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}

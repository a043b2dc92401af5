/** The messages sent on WhatsApp, each through a template the clinic had approved by Meta. */
export const WHATSAPP_TEMPLATE_KINDS = ['bookingConfirmed', 'reminder', 'clinicCancelled'] as const;
export type WhatsAppTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

/**
 * The order of each template's body variables: the approved template numbers them {{1}}, {{2}}, …
 * and the Cloud API takes them as a list, so a message's named values are put in this order.
 */
export const WHATSAPP_TEMPLATE_VARIABLES: Record<WhatsAppTemplateKind, readonly string[]> = {
  bookingConfirmed: ['doctor', 'time', 'link'],
  reminder: ['doctor', 'time', 'link'],
  clinicCancelled: ['doctor', 'time', 'amount'],
};

export interface WhatsAppMessage {
  /** E.164, e.g. +919876543210 */
  to: string;
  /** The words as the parent reads them (the offline provider prints them; the template holds them on WhatsApp). */
  text: string;
  template: { kind: WhatsAppTemplateKind; vars: Record<string, string> };
  /** The same on every retry of one message; an outbox row's own key. */
  idempotencyKey: string;
}

export interface WhatsAppProvider {
  readonly name: string;
  send(message: WhatsAppMessage): Promise<void>;
}

/**
 * A message WhatsApp did not take. `retryable` says whether the same message may succeed later
 * (a timeout, a rate limit, Meta's own trouble) or never will as it stands (a refused token, a
 * template that does not exist, a number that is not on WhatsApp): the outbox stops at once then.
 */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

import type { WhatsAppMessage, WhatsAppProvider } from './types';

export interface WhatsAppOutboxEntry {
  to: string;
  kind: WhatsAppMessage['template']['kind'];
  text: string;
  sentAt: string;
}

/** The last four digits only: what a printed line may say of whom it was for. */
export const maskedNumber = (to: string) => `…${to.replace(/\D/g, '').slice(-4)}`;

/**
 * The offline WhatsApp provider (WHATSAPP_PROVIDER=console, refused in production unless allowed):
 * prints each message with the number masked and keeps the latest in memory for tests. A key it
 * has seen is dropped, as the SMS console provider does (the keys live as long as the process).
 */
export class ConsoleWhatsAppProvider implements WhatsAppProvider {
  readonly name = 'console';
  private readonly sent: WhatsAppOutboxEntry[] = [];
  private readonly seenKeys = new Set<string>();

  constructor(
    private readonly print: (line: string) => void = (line) => console.log(line),
    private readonly keep = 200,
  ) {}

  async send(message: WhatsAppMessage): Promise<void> {
    if (this.seenKeys.has(message.idempotencyKey)) return;
    this.seenKeys.add(message.idempotencyKey);
    if (this.seenKeys.size > this.keep * 10) this.seenKeys.delete(this.seenKeys.values().next().value ?? '');
    const kind = message.template.kind;
    this.sent.push({ to: message.to, kind, text: message.text, sentAt: new Date().toISOString() });
    if (this.sent.length > this.keep) this.sent.shift();
    this.print(`[whatsapp → ${maskedNumber(message.to)}] ${kind}: ${message.text}`);
  }

  /** Newest first; `number` matches the end of the recipient, so '9876543210' finds '+919876543210'. */
  messages(number?: string): WhatsAppOutboxEntry[] {
    const digits = number?.replace(/\D/g, '') ?? '';
    return this.sent.filter((m) => !digits || m.to.replace(/\D/g, '').endsWith(digits)).reverse();
  }
}

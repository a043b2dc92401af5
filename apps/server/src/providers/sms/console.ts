import type { SmsMessage, SmsProvider } from './types';

export interface OutboxEntry {
  to: string;
  text: string;
  sentAt: string;
}

/**
 * Prints each message instead of sending it, and keeps the latest ones in memory for the dev
 * outbox (`GET /api/dev/outbox`, registered only outside production). A message whose idempotency
 * key it has seen is dropped, as a deduplicating gateway would (the keys live as long as the process).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly outbox: OutboxEntry[] = [];
  private readonly seenKeys = new Set<string>();

  constructor(
    private readonly print: (line: string) => void = (line) => console.log(line),
    private readonly keep = 200,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    if (message.idempotencyKey) {
      if (this.seenKeys.has(message.idempotencyKey)) return;
      this.seenKeys.add(message.idempotencyKey);
      // Oldest first out, like the outbox: retries come minutes after the first send, not days.
      if (this.seenKeys.size > this.keep * 10) this.seenKeys.delete(this.seenKeys.values().next().value ?? '');
    }
    this.outbox.push({ to: message.to, text: message.text, sentAt: new Date().toISOString() });
    if (this.outbox.length > this.keep) this.outbox.shift();
    this.print(`[sms → ${message.to}] ${message.text}`);
  }

  /** Newest first; `number` matches the end of the recipient, so '9876543210' finds '+919876543210'. */
  messages(number?: string): OutboxEntry[] {
    const digits = number?.replace(/\D/g, '') ?? '';
    return this.outbox.filter((m) => !digits || m.to.replace(/\D/g, '').endsWith(digits)).reverse();
  }
}

import type { SmsMessage, SmsProvider } from '../providers/sms';

/** An SMS gateway that holds every message until released: a slow provider, made slow on demand. */
export class GatedSms implements SmsProvider {
  readonly name = 'gated';
  readonly started: SmsMessage[] = [];
  private readonly waiting: (() => void)[] = [];

  async send(message: SmsMessage) {
    this.started.push(message);
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Resolves once `n` messages have reached the gateway; fails after 5 s rather than hang. */
  async reached(n: number) {
    for (let waited = 0; this.started.length < n; waited += 10) {
      if (waited > 5000) throw new Error(`only ${this.started.length} of ${n} messages reached the gateway`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  release() {
    for (const go of this.waiting.splice(0)) go();
  }
}

/** An SMS gateway that fails while `down` (an outage) and accepts every message once it is up. */
export class FlakySms implements SmsProvider {
  readonly name = 'flaky';
  down = true;
  async send(_message: SmsMessage) {
    if (this.down) throw new Error('gateway down: secret detail');
  }
}

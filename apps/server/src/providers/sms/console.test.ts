import { describe, expect, it } from 'vitest';
import { ConsoleSmsProvider } from './console';

describe('ConsoleSmsProvider', () => {
  it('prints a message once per idempotency key, and every message without one', async () => {
    const printed: string[] = [];
    const sms = new ConsoleSmsProvider((line) => printed.push(line));
    const reminder = { to: '+919876543210', text: 'Reminder: soon', idempotencyKey: 'reminder:1:100' };
    await sms.send(reminder);
    await sms.send(reminder);
    await sms.send({ ...reminder, idempotencyKey: 'reminder:2:100' });
    await sms.send({ to: '+919876543210', text: 'Your OTP is 123456' });
    await sms.send({ to: '+919876543210', text: 'Your OTP is 123456' });
    expect(printed).toHaveLength(4);
    expect(sms.messages('9876543210').map((m) => m.text)).toEqual([
      'Your OTP is 123456',
      'Your OTP is 123456',
      'Reminder: soon',
      'Reminder: soon',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ConsoleWhatsAppProvider } from './console';

describe('ConsoleWhatsAppProvider', () => {
  it('prints each message once per key with the number masked, and keeps it for tests', async () => {
    const printed: string[] = [];
    const whatsapp = new ConsoleWhatsAppProvider((line) => printed.push(line));
    const message = {
      to: '+919876543210',
      text: 'Booked: your consultation with Dr. A',
      template: { kind: 'bookingConfirmed' as const, vars: { doctor: 'Dr. A', time: 'x', link: 'y' } },
      idempotencyKey: 'confirmation:1:whatsapp',
    };
    await whatsapp.send(message);
    await whatsapp.send(message);
    expect(printed).toEqual(['[whatsapp → …3210] bookingConfirmed: Booked: your consultation with Dr. A']);
    expect(whatsapp.messages('9876543210')).toHaveLength(1);
    expect(whatsapp.messages('9876543211')).toHaveLength(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fakeMsg91 } from '../../test/fakeMsg91';
import { Msg91SmsProvider } from './msg91';
import { SmsSendError } from './types';

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

describe('Msg91SmsProvider', () => {
  it('posts the flow request with the auth key, template and number without +', async () => {
    const fake = await fakeMsg91({ status: 200, body: { type: 'success', message: 'abc' } });
    close = fake.close;
    const sms = new Msg91SmsProvider({ authKey: 'key-1', templateId: 'tpl-9', baseUrl: fake.baseUrl });
    await sms.send({ to: '+919876543210', text: 'x', otp: '123456' });
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]?.url).toBe('/api/v5/flow');
    expect(fake.seen[0]?.headers.authkey).toBe('key-1');
    expect(fake.seen[0]?.body).toEqual({
      template_id: 'tpl-9',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '123456' }],
    });
  });

  it('throws SmsSendError when MSG91 refuses', async () => {
    const fake = await fakeMsg91({ status: 401, body: { type: 'error', message: 'Authentication failure' } });
    close = fake.close;
    const sms = new Msg91SmsProvider({ authKey: 'bad', templateId: 't', baseUrl: fake.baseUrl });
    await expect(sms.send({ to: '+919876543210', text: 'x', otp: '1' })).rejects.toThrow(SmsSendError);
  });

  it('throws SmsSendError when MSG91 cannot be reached', async () => {
    const sms = new Msg91SmsProvider({ authKey: 'k', templateId: 't', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(sms.send({ to: '+919876543210', text: 'x', otp: '1' })).rejects.toThrow(/could not be reached/);
  });
});

describe('Msg91SmsProvider reminders', () => {
  it('sends a reminder through its own template with its variables', async () => {
    const fake = await fakeMsg91({ status: 200, body: { type: 'success', message: 'abc' } });
    close = fake.close;
    const sms = new Msg91SmsProvider({
      authKey: 'k',
      templateId: 'otp-t',
      reminderTemplateId: 'rem-t',
      baseUrl: fake.baseUrl,
    });
    await sms.send({
      to: '+919876543210',
      text: 'x',
      template: {
        kind: 'reminder',
        vars: { doctor: 'Dr A', time: '10:30 AM', link: 'https://app.example.in/doctor-oncall?consultation=7' },
      },
    });
    expect(fake.seen[0]?.body).toEqual({
      template_id: 'rem-t',
      short_url: '0',
      recipients: [
        {
          mobiles: '919876543210',
          doctor: 'Dr A',
          time: '10:30 AM',
          link: 'https://app.example.in/doctor-oncall?consultation=7',
        },
      ],
    });
  });

  it('passes the idempotency key as the Idempotency-Key header, and no header without one', async () => {
    const fake = await fakeMsg91({ status: 200, body: { type: 'success', message: 'abc' } });
    close = fake.close;
    const sms = new Msg91SmsProvider({ authKey: 'k', templateId: 't', reminderTemplateId: 'r', baseUrl: fake.baseUrl });
    const reminder = { to: '+919876543210', text: 'x', template: { kind: 'reminder' as const, vars: {} } };
    await sms.send({ ...reminder, idempotencyKey: 'reminder:7:1795300000000' });
    await sms.send(reminder);
    expect(fake.seen.map((r) => r.headers['idempotency-key'])).toEqual(['reminder:7:1795300000000', undefined]);
  });

  it('refuses a reminder when no reminder template is configured', async () => {
    const sms = new Msg91SmsProvider({ authKey: 'k', templateId: 'otp-t', baseUrl: 'http://127.0.0.1:9' });
    await expect(sms.send({ to: '+91', text: 'x', template: { kind: 'reminder', vars: {} } })).rejects.toThrow(
      /REMINDER_TEMPLATE/,
    );
  });
});

describe("Msg91SmsProvider: the queue's refund apologies", () => {
  it('sends each through its own template, and refuses one whose template is not configured', async () => {
    const fake = await fakeMsg91({ status: 200, body: { type: 'success', message: 'abc' } });
    close = fake.close;
    const sms = new Msg91SmsProvider({
      authKey: 'k',
      templateId: 'otp-t',
      queueExpiredTemplateId: 'late-t',
      baseUrl: fake.baseUrl,
    });
    await sms.send({
      to: '+919876543210',
      text: 'x',
      template: { kind: 'queueExpired', vars: { minutes: '30', amount: '₹299' } },
    });
    expect(fake.seen[0]?.body).toEqual({
      template_id: 'late-t',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', minutes: '30', amount: '₹299' }],
    });
    await expect(
      sms.send({ to: '+91', text: 'x', template: { kind: 'queueNoAnswer', vars: { amount: '₹299' } } }),
    ).rejects.toThrow(/MSG91_QUEUE_NO_ANSWER_TEMPLATE_ID/);
  });

  it("sends a booking's confirmation through MSG91_CONFIRMATION_TEMPLATE_ID, refused without it", async () => {
    const fake = await fakeMsg91({ status: 200, body: { type: 'success', message: 'abc' } });
    close = fake.close;
    const vars = { doctor: 'Dr. A (Reg. no. NMC-1)', time: '5 Jun 2026, 10:30 AM', link: 'https://app.example.in/x' };
    const confirmation = { to: '+919876543210', text: 'x', template: { kind: 'bookingConfirmed' as const, vars } };
    await new Msg91SmsProvider({
      authKey: 'k',
      templateId: 'otp-t',
      confirmationTemplateId: 'booked-t',
      baseUrl: fake.baseUrl,
    }).send(confirmation);
    expect(fake.seen[0]?.body).toEqual({
      template_id: 'booked-t',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', ...vars }],
    });
    await expect(
      new Msg91SmsProvider({ authKey: 'k', templateId: 'otp-t', baseUrl: fake.baseUrl }).send(confirmation),
    ).rejects.toThrow(/MSG91_CONFIRMATION_TEMPLATE_ID/);
  });

  it('never sends a message with neither an OTP nor a template through the OTP template', async () => {
    const sms = new Msg91SmsProvider({ authKey: 'k', templateId: 'otp-t', baseUrl: 'http://127.0.0.1:9' });
    await expect(sms.send({ to: '+91', text: 'Sorry' })).rejects.toThrow(SmsSendError);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fakeWhatsApp } from '../../test/fakeWhatsApp';
import { type WhatsAppCloudOptions, WhatsAppCloudProvider } from './cloud';
import { type WhatsAppMessage, WhatsAppSendError } from './types';

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

const options = (baseUrl: string, more: Partial<WhatsAppCloudOptions> = {}): WhatsAppCloudOptions => ({
  accessToken: 'EAAG-token',
  phoneNumberId: '106540352242922',
  baseUrl,
  templates: {
    bookingConfirmed: 'consultation_confirmed',
    reminder: 'consultation_reminder',
    clinicCancelled: 'consultation_cancelled_by_clinic',
  },
  language: 'en',
  ...more,
});

const reminder: WhatsAppMessage = {
  to: '+919876543210',
  text: 'Reminder: …',
  template: {
    kind: 'reminder',
    // Named values in any order: the template's order is the provider's to keep.
    vars: {
      link: 'https://app.example.in/doctor-oncall?consultation=7',
      time: '10:30 AM',
      doctor: 'Dr. A (Reg. no. NMC-1)',
    },
  },
  idempotencyKey: 'reminder:7:1795300000000:whatsapp',
};

/** What the send threw (or undefined), so a test can look at a WhatsAppSendError's words and retryable. */
const failureOf = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as WhatsAppSendError);

describe('WhatsAppCloudProvider', () => {
  it("posts a template message to the number's id with the Bearer token, values in the template's order", async () => {
    const fake = await fakeWhatsApp();
    close = fake.close;
    await new WhatsAppCloudProvider(options(fake.baseUrl)).send(reminder);
    expect(fake.seen).toHaveLength(1);
    const [request] = fake.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v21.0/106540352242922/messages');
    expect(request?.headers.authorization).toBe('Bearer EAAG-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe('reminder:7:1795300000000:whatsapp');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      biz_opaque_callback_data: 'reminder:7:1795300000000:whatsapp',
      template: {
        name: 'consultation_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Dr. A (Reg. no. NMC-1)' },
              { type: 'text', text: '10:30 AM' },
              { type: 'text', text: 'https://app.example.in/doctor-oncall?consultation=7' },
            ],
          },
        ],
      },
    });
  });

  it("uses each kind's configured template and language", async () => {
    const fake = await fakeWhatsApp();
    close = fake.close;
    const whatsapp = new WhatsAppCloudProvider(
      options(`${fake.baseUrl}/`, {
        language: 'en_US',
        templates: { ...options('').templates, clinicCancelled: 'cc_v2' },
      }),
    );
    await whatsapp.send({
      ...reminder,
      template: { kind: 'clinicCancelled', vars: { doctor: 'Dr. A', time: '5 Jun, 10:30 AM', amount: '500' } },
    });
    expect(fake.seen[0]?.url).toBe('/v21.0/106540352242922/messages');
    expect(fake.seen[0]?.body).toMatchObject({
      template: {
        name: 'cc_v2',
        language: { code: 'en_US' },
        components: [{ parameters: [{ text: 'Dr. A' }, { text: '5 Jun, 10:30 AM' }, { text: '500' }] }],
      },
    });
  });

  it('maps a refused token and a missing template to errors not worth retrying, naming only the code and reason', async () => {
    const fake = await fakeWhatsApp({
      status: 401,
      body: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
    });
    close = fake.close;
    const whatsapp = new WhatsAppCloudProvider(options(fake.baseUrl));
    const token = await failureOf(whatsapp.send(reminder));
    expect(token).toBeInstanceOf(WhatsAppSendError);
    expect(token?.retryable).toBe(false);
    expect(token?.message).toBe('WhatsApp refused the message (HTTP 401, code 190): Error validating access token');
    fake.answer({
      status: 404,
      body: { error: { message: 'Template name does not exist in the translation', code: 132001 } },
    });
    const template = await failureOf(whatsapp.send(reminder));
    expect(template?.retryable).toBe(false);
    expect(template?.message).not.toMatch(/9876543210/);
    fake.answer({
      status: 400,
      body: { error: { message: 'Recipient phone number not in allowed list', code: 131030 } },
    });
    expect((await failureOf(whatsapp.send(reminder)))?.retryable).toBe(false);
  });

  it('maps rate limits, Meta trouble and an answer that is not JSON to errors worth retrying', async () => {
    const fake = await fakeWhatsApp({ status: 429, body: { error: { message: 'Rate limit hit', code: 130429 } } });
    close = fake.close;
    const whatsapp = new WhatsAppCloudProvider(options(fake.baseUrl));
    const limited = await failureOf(whatsapp.send(reminder));
    expect(limited?.retryable).toBe(true);
    expect(limited?.message).toMatch(/HTTP 429, code 130429/);
    fake.answer({ status: 503, body: 'upstream down' });
    const down = await failureOf(whatsapp.send(reminder));
    expect(down?.retryable).toBe(true);
    expect(down?.message).toMatch(/HTTP 503\): no reason given/);
  });

  it('gives up a message answered 200 without a message id (a retry could deliver it twice)', async () => {
    const fake = await fakeWhatsApp({ status: 200, body: { messaging_product: 'whatsapp' } });
    close = fake.close;
    const failure = await failureOf(new WhatsAppCloudProvider(options(fake.baseUrl)).send(reminder));
    expect(failure?.retryable).toBe(false);
  });

  it('times out a WhatsApp that does not answer, and maps one that cannot be reached; both retryable', async () => {
    const fake = await fakeWhatsApp({ status: 200, delayMs: 2_000 });
    close = fake.close;
    const slow = await failureOf(new WhatsAppCloudProvider(options(fake.baseUrl, { timeoutMs: 200 })).send(reminder));
    expect(slow?.message).toBe('WhatsApp did not answer within 0.2 s.');
    expect(slow?.retryable).toBe(true);
    const away = await failureOf(
      new WhatsAppCloudProvider(options('http://127.0.0.1:9/v21.0', { timeoutMs: 2_000 })).send(reminder),
    );
    expect(away?.message).toMatch(/^WhatsApp could not be reached/);
    expect(away?.retryable).toBe(true);
  });

  it('refuses a message missing one of its template values without calling WhatsApp', async () => {
    const whatsapp = new WhatsAppCloudProvider(options('http://127.0.0.1:9/v21.0'));
    const failure = await failureOf(
      whatsapp.send({ ...reminder, template: { kind: 'bookingConfirmed', vars: { doctor: 'Dr. A', time: 'x' } } }),
    );
    expect(failure?.message).toMatch(/no value for its template variable 'link'/);
    expect(failure?.retryable).toBe(false);
  });
});

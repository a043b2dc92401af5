import {
  WHATSAPP_TEMPLATE_VARIABLES,
  type WhatsAppMessage,
  type WhatsAppProvider,
  WhatsAppSendError,
  type WhatsAppTemplateKind,
} from './types';

export interface WhatsAppCloudOptions {
  /** A system user's permanent token with whatsapp_business_messaging. */
  accessToken: string;
  /** The business phone number's id (not the number itself). */
  phoneNumberId: string;
  /** The Graph API with its version, e.g. https://graph.facebook.com/v21.0. */
  baseUrl: string;
  /** Each message kind's approved template name. */
  templates: Record<WhatsAppTemplateKind, string>;
  /** The templates' language code as approved (en, en_US, hi…). */
  language: string;
  timeoutMs?: number;
}

/**
 * Meta's error codes that no retry of the same message cures: the token (190), a bad parameter
 * (100), the recipient (131026 undeliverable, 131030 not in the test allow-list, 133010 not on
 * WhatsApp), the template (132000 parameter count, 132001 missing, 132005 text too long, 132007
 * policy, 132012 parameter format, 132015 paused, 132016 disabled), a parameter value (131008,
 * 131009) and an unsupported message (131051). The rest (130429 and 131048/131056 rate limits,
 * 131000 something went wrong, 5xx) may pass later.
 */
const PERMANENT_CODES = new Set([
  100, 190, 131008, 131009, 131026, 131030, 131051, 132000, 132001, 132005, 132007, 132012, 132015, 132016, 133010,
]);

interface GraphError {
  error?: { message?: string; code?: number };
}
interface GraphSuccess {
  messages?: { id?: string }[];
}

/**
 * The WhatsApp Business Cloud API: POST {base}/{phone number id}/messages with a Bearer token, a
 * template message whose body parameters are the message's values in the template's order. The
 * API takes no idempotency key: the row's key travels as `biz_opaque_callback_data` (echoed in
 * status webhooks, for tracing) and as an Idempotency-Key header for a proxy that honours one;
 * Meta itself may deliver a retry after a lost answer twice (docs/decisions/0055).
 */
export class WhatsAppCloudProvider implements WhatsAppProvider {
  readonly name = 'cloud';
  constructor(private readonly options: WhatsAppCloudOptions) {}

  private bodyOf(message: WhatsAppMessage) {
    const { kind, vars } = message.template;
    const parameters = WHATSAPP_TEMPLATE_VARIABLES[kind].map((name) => {
      const text = vars[name];
      if (text === undefined || text.trim() === '') {
        throw new WhatsAppSendError(`The ${kind} message has no value for its template variable '${name}'.`, false);
      }
      return { type: 'text', text };
    });
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      // WhatsApp wants the number with its country code and no '+'.
      to: message.to.replace(/\D/g, ''),
      type: 'template',
      biz_opaque_callback_data: message.idempotencyKey,
      template: {
        name: this.options.templates[kind],
        language: { code: this.options.language },
        components: [{ type: 'body', parameters }],
      },
    };
  }

  async send(message: WhatsAppMessage): Promise<void> {
    const body = this.bodyOf(message);
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(this.options.phoneNumberId)}/messages`;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': message.idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const err = e as Error;
      if (err.name === 'TimeoutError') {
        throw new WhatsAppSendError(`WhatsApp did not answer within ${timeoutMs / 1000} s.`, true);
      }
      throw new WhatsAppSendError(`WhatsApp could not be reached: ${err.message}`, true);
    }
    const answer = (await response.json().catch(() => ({}))) as GraphError & GraphSuccess;
    if (!response.ok) throw refusal(response.status, answer);
    if (!answer.messages?.[0]?.id) {
      // Taken or not, a retry could deliver it twice: the outbox gives it up instead.
      throw new WhatsAppSendError(`WhatsApp answered HTTP ${response.status} without a message id.`, false);
    }
  }
}

/** Meta's refusal as an error that says whether to retry; only its code and words, never the request. */
function refusal(status: number, answer: GraphError): WhatsAppSendError {
  const code = answer.error?.code;
  const words = (answer.error?.message ?? 'no reason given').slice(0, 200);
  const retryable = code !== undefined ? !PERMANENT_CODES.has(code) && status !== 401 : status === 429 || status >= 500;
  return new WhatsAppSendError(
    `WhatsApp refused the message (HTTP ${status}${code !== undefined ? `, code ${code}` : ''}): ${words}`,
    retryable,
  );
}

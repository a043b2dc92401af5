import { CallFailedError, type CallRequest, type TelephonyProvider } from './types';

export interface KnowlarityOptions {
  apiKey: string;
  /** The SuperReceptionist authorization token. */
  authToken: string;
  /** The Knowlarity virtual number the call goes out from (k_number and caller id). */
  kNumber: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Knowlarity click-to-call: POST {base}/Basic/v1/account/call/makecall with the `x-api-key` and
 * `Authorization` headers. Knowlarity rings the agent, then bridges the customer.
 */
export class KnowlarityTelephonyProvider implements TelephonyProvider {
  readonly name = 'knowlarity';
  constructor(private readonly options: KnowlarityOptions) {}

  async call(request: CallRequest) {
    const url = new URL('/Basic/v1/account/call/makecall', this.options.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'x-api-key': this.options.apiKey,
          authorization: this.options.authToken,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          k_number: this.options.kNumber,
          agent_number: request.agent,
          customer_number: request.customer,
          caller_id: this.options.kNumber,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new CallFailedError(`Knowlarity could not be reached: ${(e as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as {
      success?: { status?: string; call_id?: string };
      error?: { message?: string };
    };
    if (!response.ok || body.success?.status !== 'success') {
      throw new CallFailedError(
        `Knowlarity refused the call (HTTP ${response.status}): ${body.error?.message ?? 'no reason given'}`,
      );
    }
    return { callId: body.success.call_id ?? '' };
  }
}

/** A click-to-call: the provider rings `agent` first, then connects `customer`. */
export interface CallRequest {
  /** E.164: the doctor's phone (or the call-centre line). */
  agent: string;
  /** E.164: the parent's phone. */
  customer: string;
  /** What the call is for, for the provider's logs (e.g. 'CONSULTATION #42'). */
  reference: string;
}

export interface TelephonyProvider {
  readonly name: string;
  /** Places the call; resolves with the provider's call id. */
  call(request: CallRequest): Promise<{ callId: string }>;
}

export class CallFailedError extends Error {}

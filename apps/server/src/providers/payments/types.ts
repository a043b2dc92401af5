export interface CheckoutOrder {
  uniqueId: string;
  totalPaise: number;
  description: string;
}

export interface CheckoutStart {
  gatewayOrderId?: string;
  checkout: {
    gateway: 'sandbox' | 'razorpay';
    url?: string;
    razorpay?: { keyId: string; orderId: string; amount: number; currency: string };
  };
}

/** Money back for one captured payment, in full or in part. */
export interface RefundAsk {
  /** The gateway's payment id (Razorpay 'pay_…', the sandbox's transaction id). */
  paymentId: string;
  amountPaise: number;
  /** The same key on every attempt of one refund: the gateway answers a retry with the first refund. */
  idempotencyKey: string;
}

/**
 * The gateway's answer: accepted (its refund id, and whether the money has gone out yet) or
 * refused (it will not refund this payment; the reason as it said). An answer it did not give
 * (unreachable, busy with the same key, a server error) is a thrown GatewayError instead: the
 * outcome is unknown and the same key may be sent again.
 */
export type RefundAnswer =
  | { accepted: true; gatewayRefundId: string; status: 'pending' | 'processed' }
  | { accepted: false; reason: string };

/** A payment gateway: starts a checkout, vouches for results sent by the browser, and refunds. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  start(order: CheckoutOrder): Promise<CheckoutStart>;
  refund(ask: RefundAsk): Promise<RefundAnswer>;
}

/** The gateway gave no usable answer (unreachable, or an error of its own): nothing is known to have happened. */
export class GatewayError extends Error {}

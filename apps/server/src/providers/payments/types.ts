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

/** A payment gateway: starts a checkout and vouches for results sent by the browser. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  start(order: CheckoutOrder): Promise<CheckoutStart>;
}

export class GatewayError extends Error {}

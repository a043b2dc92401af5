/**
 * Razorpay Checkout (gateway 'razorpay'), kept apart from the rest of the payment page: its script
 * is the one internet script loaded (only when the server chose Razorpay). The handler reports the
 * signed result to UpdateCartStatus; the server verifies the signature before believing it.
 * Not exercised by the tests here (no network): the sandbox gateway is.
 */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayOptions {
  keyId: string;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
}

export interface RazorpayResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Razorpay did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Razorpay Checkout; `onPaid` gets the signed result, `onDismiss` a closed checkout. */
export async function openRazorpay(
  options: RazorpayOptions,
  description: string,
  onPaid: (result: RazorpayResult) => void,
  onDismiss: () => void,
): Promise<void> {
  const Razorpay = await loadScript();
  new Razorpay({
    key: options.keyId,
    order_id: options.orderId,
    amount: options.amount,
    currency: options.currency,
    description,
    handler: onPaid,
    modal: { ondismiss: onDismiss },
  }).open();
}

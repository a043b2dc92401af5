import type { Config } from '../../config';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';

export interface Gateways {
  /** The gateway new orders use. */
  active: SandboxGateway | RazorpayGateway;
  sandbox: SandboxGateway;
  razorpay?: RazorpayGateway;
}

export function createGateways(config: Config): Gateways {
  const sandbox = new SandboxGateway(config.SERVER_SECRET);
  const razorpay =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET
      ? new RazorpayGateway({
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
          baseUrl: config.RAZORPAY_BASE_URL,
        })
      : undefined;
  return { active: config.PAYMENT_GATEWAY === 'razorpay' && razorpay ? razorpay : sandbox, sandbox, razorpay };
}

export { RazorpayGateway, type RazorpayWebhookEvent, readWebhookEvent, webhookEventId } from './razorpay';
export { SandboxGateway } from './sandbox';
export { GatewayError, type RefundAnswer, type RefundAsk } from './types';

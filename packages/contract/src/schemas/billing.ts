import { z } from 'zod';
import { CART_PRODUCT_TYPE, ORDER_SERVICE_TYPE, ORDER_SERVICE_TYPE_PLAN, PLAN_LOOKUP_CONSTANT } from '../constants';
import { optionalText, text } from './common';

/** Rupees with at most two decimals (whole paise), never negative, never absurd. */
const rupees = (field: string) =>
  z
    .number({ error: `${field} must be a number of rupees.` })
    .min(0, `${field} cannot be negative.`)
    .max(1_000_000, `${field} is too large.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${field} must be in whole paise.`);
const id = (field: string) =>
  z.union([z.number().int().positive(), text(field).regex(/^\d{1,9}$/, `${field} must be an id.`)], {
    error: `${field} must be an id.`,
  });

/** GET Cart/GetItemsById (spec §7): the price of the held consultation. */
export const PriceQuery = z.object({
  id: optionalText('id'),
  userType: optionalText('userType'),
  userId: text('userId').regex(/^\d{1,9}$/, 'userId must be a member id.'),
  productType: optionalText('productType'),
  doctorId: optionalText('doctorId'),
  serviceType: optionalText('serviceType'),
  clinicId: optionalText('clinicId'),
  /** Ours: the consultation request to price; without it, the member's latest live hold. */
  appReqId: text('appReqId')
    .regex(/^\d{1,9}$/, 'appReqId must be an id.')
    .optional(),
});
/** The spec's plan/price fields (§3 "Plan/price response"). */
const planPriceFields = {
  status: z.literal(1),
  planName: z.string(),
  planDesc: z.string(),
  planDuration: z.string(),
  /** Rupees, before GST. */
  planCostAnnual: z.number(),
  planCostAnnualWithGST: z.number(),
  discount: z.number(),
};
export const PriceResponse = z
  .object({
    ...planPriceFields,
    planId: z.literal(PLAN_LOOKUP_CONSTANT),
    appReqId: z.number().int(),
    holdExpiresAt: z.string(),
    /** Ours: the first name of the child it is for, as the consent before paying names them. */
    memberFirstName: z.string(),
  })
  .meta({ id: 'PriceResponse' });
export type PriceResponse = z.infer<typeof PriceResponse>;

/**
 * Ours: the spec's plan/price fields for a care plan (`productType=PLAN`, `id` the plan's id): what
 * its Add2Cart line must carry. No hold, so no appReqId.
 */
export const PlanPriceResponse = z
  .object({ ...planPriceFields, planId: z.number().int() })
  .meta({ id: 'PlanPriceResponse' });
/** GetItemsById answers a held consultation's price, or (productType PLAN) a plan's. */
export const ItemPriceResponse = z.union([PriceResponse, PlanPriceResponse]);

export const OrderDetail = z.object({
  PlanId: z.number().int(),
  ItemId: z.literal(1, { error: 'ItemId must be 1.' }),
  PlanName: text('PlanName').max(200, 'PlanName is too long.'),
  PlanDesc: text('PlanDesc').max(500, 'PlanDesc is too long.'),
  Tariff: rupees('Tariff'),
  GST: rupees('GST'),
  Disc1: rupees('Disc1'),
  Amount: rupees('Amount'),
});
export const OrderLine = z.object({
  PlanId: z.number().int(),
  PlanName: text('PlanName').max(200, 'PlanName is too long.'),
  PlanDesc: text('PlanDesc').max(500, 'PlanDesc is too long.'),
  PlanDuration: text('PlanDuration').max(50, 'PlanDuration is too long.'),
  Amount: rupees('Amount'),
  Disc: rupees('Disc'),
  Total: rupees('Total'),
  /** The spec's 'CONSULTATION', or ours: 'PLAN' for a care plan. */
  ServiceType: z.enum([ORDER_SERVICE_TYPE, ORDER_SERVICE_TYPE_PLAN], {
    error: `ServiceType must be ${ORDER_SERVICE_TYPE} or ${ORDER_SERVICE_TYPE_PLAN}.`,
  }),
  UserId: id('UserId'),
  UserType: text('UserType').max(20, 'UserType is too long.'),
  /** The consultation request (appReqId), or the plan's id for a plan. */
  ServiceId: id('ServiceId'),
  /** The held slot's doctor; absent for a place in the on-duty queue (no doctor until one takes it). */
  DoctorId: id('DoctorId').optional(),
  orderDetails: z.array(OrderDetail).min(1, 'orderDetails needs one line.').max(1, 'orderDetails takes one line.'),
});
/** POST Cart/Add2Cart (spec §3 order payload). */
export const AddToCartRequest = z
  .object({
    userType: text('userType').max(20, 'userType is too long.'),
    userId: id('userId'),
    orders: z.array(OrderLine).min(1, 'orders needs one order.').max(1, 'orders takes one order.'),
  })
  .meta({ id: 'AddToCartRequest' });
export type AddToCartRequest = z.input<typeof AddToCartRequest>;

export const Checkout = z.object({
  gateway: z.enum(['sandbox', 'razorpay', 'none']),
  /** Where to send the parent to pay (sandbox: a page of this app). */
  url: z.string().optional(),
  /** Razorpay Checkout options the page needs (the key id is public). */
  razorpay: z
    .object({ keyId: z.string(), orderId: z.string(), amount: z.number().int(), currency: z.string() })
    .optional(),
});
export const AddToCartResponse = z
  .object({ status: z.literal(1), message: z.string(), uniqueId: z.string(), total: z.number(), checkout: Checkout })
  .meta({ id: 'AddToCartResponse' });
export type AddToCartResponse = z.infer<typeof AddToCartResponse>;

export const CART_STATUSES = ['Success', 'Failure', 'Aborted'] as const;
/** 1 while pending (spec §3); 'Refund' (ours) when money came but the slot was gone. */
export const CartStatus = z.union([z.literal(1), z.enum([...CART_STATUSES, 'Refund'])]);
export const CartStatusQuery = z.object({
  userType: optionalText('userType'),
  userId: optionalText('userId'),
  uniqueId: text('uniqueId').regex(/^[A-Za-z0-9-]{8,64}$/, 'uniqueId is not an order number.'),
});
export const CartStatusResponse = z
  .object({
    status: z.literal(1),
    cartStatus: CartStatus,
    message: z.string(),
    /** The consultation the order pays for; absent for a plan's order. */
    appReqId: z.number().int().optional(),
    /** Ours: the plan the order buys; absent for a consultation's. */
    planId: z.number().int().optional(),
  })
  .meta({ id: 'CartStatusResponse' });

/** POST Cart/UpdateCartStatus: a gateway result, accepted only when the gateway vouches for it. */
export const UpdateCartStatusRequest = z
  .object({
    UserType: optionalText('UserType', 20),
    UserId: id('UserId').optional(),
    UniqueId: text('UniqueId').regex(/^[A-Za-z0-9-]{8,64}$/, 'UniqueId is not an order number.'),
    Status: z.enum(CART_STATUSES, { error: `Status must be one of: ${CART_STATUSES.join(', ')}.` }),
    TransactionId: optionalText('TransactionId', 100).default(''),
    razorpay_payment_id: optionalText('razorpay_payment_id', 100),
    razorpay_order_id: optionalText('razorpay_order_id', 100),
    razorpay_signature: optionalText('razorpay_signature'),
  })
  .meta({ id: 'UpdateCartStatusRequest' });

/** The sandbox gateway's own page (served by this app) reads and completes an order. */
export const SandboxOrderQuery = z.object({
  uniqueId: text('uniqueId').regex(/^[A-Za-z0-9-]{8,64}$/, 'uniqueId is not an order number.'),
  token: text('token').regex(/^[0-9a-f]{64}$/, 'token is not valid.'),
});
export const SandboxOrderResponse = z
  .object({
    status: z.literal(1),
    uniqueId: z.string(),
    total: z.number(),
    description: z.string(),
    cartStatus: CartStatus,
  })
  .meta({ id: 'SandboxOrderResponse' });
export const SandboxCompleteRequest = SandboxOrderQuery.extend({
  outcome: z.enum(['pay', 'fail', 'cancel'], { error: 'outcome must be pay, fail or cancel.' }),
});
export const productTypeLiteral = CART_PRODUCT_TYPE;

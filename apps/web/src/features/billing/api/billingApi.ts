/**
 * The payment calls (spec §7 "Cart"): the price of the held consultation, the order, the result
 * of a free order, and the payment status. The base query adds AuthToken and the userId header.
 */
import { CART_PRODUCT_TYPE, PLAN_LOOKUP_CONSTANT } from '@app/contract/constants';
import { paths } from '@app/contract/paths';
import type { AddToCartRequest, AddToCartResponse, PriceResponse } from '@app/contract/schemas/billing';
import { api } from '../../../app/api';

export interface PriceArgs {
  userType: string;
  userId: number;
  serviceType: string;
  appReqId: number;
}

export interface CartStatusAnswer {
  status: number;
  cartStatus: unknown;
  message?: string;
  appReqId?: number;
}

export interface UpdateCartStatusBody {
  UserType: string;
  UserId: number;
  UniqueId: string;
  Status: 'Success' | 'Failure' | 'Aborted';
  TransactionId: string;
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

export const priceQuery = (args: PriceArgs) =>
  new URLSearchParams({
    id: String(PLAN_LOOKUP_CONSTANT),
    userType: args.userType,
    userId: String(args.userId),
    productType: CART_PRODUCT_TYPE,
    doctorId: '',
    serviceType: args.serviceType,
    clinicId: '',
    appReqId: String(args.appReqId),
  });

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrice: build.query<PriceResponse, PriceArgs>({
      query: (args) => `${paths.getItemsById}?${priceQuery(args)}`,
      // A price is for one hold at one moment: always ask again.
      keepUnusedDataFor: 0,
    }),
    addToCart: build.mutation<AddToCartResponse, AddToCartRequest>({
      query: (body) => ({ url: paths.add2Cart, method: 'POST', body }),
    }),
    updateCartStatus: build.mutation<{ status: number; message?: string }, UpdateCartStatusBody>({
      query: (body) => ({ url: paths.updateCartStatus, method: 'POST', body }),
    }),
    getCartStatus: build.query<CartStatusAnswer, { userType: string; userId: number; uniqueId: string }>({
      query: ({ userType, userId, uniqueId }) =>
        `${paths.getCartStatus}?${new URLSearchParams({ userType, userId: String(userId), uniqueId })}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPriceQuery, useAddToCartMutation, useUpdateCartStatusMutation } = billingApi;

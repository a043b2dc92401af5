/**
 * The payment calls, made from the contract's routes (spec §7 "Cart"): the price of the held
 * consultation, the order, the result of a free order, and the payment status. The base query
 * adds AuthToken and the userId header.
 */
import { CART_PRODUCT_TYPE, PLAN_LOOKUP_CONSTANT } from '@app/contract/constants';
import type { PriceResponse } from '@app/contract/schemas/billing';
import { api } from '../../../app/api';
import { fromRoute, type RouteInput } from '../../../lib/routeEndpoint';

export interface PriceArgs {
  userType: string;
  userId: number;
  serviceType: string;
  appReqId: number;
}

export type UpdateCartStatusBody = RouteInput<'updateCartStatus'>;

export const priceQuery = (args: PriceArgs): RouteInput<'getItemsById'> => ({
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
    getPrice: build.query({
      ...fromRoute('getItemsById', (args: PriceArgs) => ({ input: priceQuery(args) })),
      // Asked with a consultation (appReqId, productType CONSULT): the answer is that consultation's
      // price, never a plan's (the route answers either).
      transformResponse: (body: unknown) => body as PriceResponse,
      // A price is for one hold at one moment: always ask again.
      keepUnusedDataFor: 0,
    }),
    addToCart: build.mutation(fromRoute('add2Cart')),
    giveConsent: build.mutation(fromRoute('giveConsent')),
    updateCartStatus: build.mutation(fromRoute('updateCartStatus')),
    getCartStatus: build.query({
      ...fromRoute(
        'getCartStatus',
        ({ userType, userId, uniqueId }: { userType: string; userId: number; uniqueId: string }) => ({
          input: { userType, userId: String(userId), uniqueId },
        }),
      ),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPriceQuery, useAddToCartMutation, useGiveConsentMutation, useUpdateCartStatusMutation } =
  billingApi;

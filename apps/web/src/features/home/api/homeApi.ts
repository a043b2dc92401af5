/**
 * The home's calls, made from the contract's routes: the account's consultations (every member's),
 * its refunds, cancelling one, moving one, and the payments left open. A cancel refreshes both lists
 * (the consultation moves to the past, its refund appears); a move refreshes them too (the card
 * shows the new time).
 */
import { api } from '../../../app/api';
import { fromRoute, type NoArg } from '../../../lib/routeEndpoint';

export const homeApi = api.enhanceEndpoints({ addTagTypes: ['Home'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyConsultations: build.query({
      ...fromRoute('getMyConsultations', (_: NoArg) => ({ input: undefined })),
      providesTags: ['Home'],
    }),
    getRefunds: build.query({
      ...fromRoute('getRefunds', (_: NoArg) => ({ input: undefined })),
      providesTags: ['Home'],
    }),
    cancelConsultation: build.mutation({ ...fromRoute('cancelConsultation'), invalidatesTags: ['Home'] }),
    rescheduleConsultation: build.mutation({ ...fromRoute('rescheduleConsultation'), invalidatesTags: ['Home'] }),
    /** Payments left open while their hold lasts (ours): 'Resume payment' and 'Cancel payment'. */
    getOpenPayments: build.query({
      ...fromRoute('getOpenPayments', (_: NoArg) => ({ input: undefined })),
      providesTags: ['Home'],
    }),
    cancelPayment: build.mutation({ ...fromRoute('cancelPayment'), invalidatesTags: ['Home'] }),
    /** Receipts of payments and credit notes of refunds (ours): a payment or a cancel adds one. */
    getReceipts: build.query({
      ...fromRoute('getReceipts', (_: NoArg) => ({ input: undefined })),
      providesTags: ['Home'],
    }),
  }),
});

export const {
  useGetMyConsultationsQuery,
  useGetRefundsQuery,
  useCancelConsultationMutation,
  useRescheduleConsultationMutation,
  useGetOpenPaymentsQuery,
  useCancelPaymentMutation,
  useGetReceiptsQuery,
} = homeApi;

/**
 * The back office's sign-in, its operators and its audit log, made from the contract's routes and
 * injected into the app's one RTK Query API, signed with the operator's own token (never the
 * parent's Basic session nor a doctor's). A 401 on an operator route forgets the token; the layout
 * then sends the operator to sign in.
 */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';
import { operatorSession } from '../adminSession';
import { FRESH, signed } from './signed';

export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminOperators'] }).injectEndpoints({
  endpoints: (build) => ({
    adminRequestOtp: build.mutation(signed('adminRequestOtp')),
    adminVerifyOtp: build.mutation(signed('adminVerifyOtp')),
    /** The argument is the operator's token, so each sign-in has its own cache entry. */
    adminMe: build.query({
      ...fromRoute('adminMe', (_token: string) => ({ input: undefined }), operatorSession),
      ...FRESH,
    }),
    adminLogout: build.mutation(signed('adminLogout')),
    adminOperators: build.query({ ...signed('adminOperators'), providesTags: ['AdminOperators'], ...FRESH }),
    adminAddOperator: build.mutation({ ...signed('adminAddOperator'), invalidatesTags: ['AdminOperators'] }),
    adminRetireOperator: build.mutation({
      ...signed('adminRetireOperator'),
      // Refused (the last owner, oneself): the list may have changed meanwhile all the same.
      invalidatesTags: ['AdminOperators'],
    }),
    adminAuditLog: build.query({ ...signed('adminAuditLog'), ...FRESH }),
  }),
});

export const {
  useAdminRequestOtpMutation,
  useAdminVerifyOtpMutation,
  useAdminMeQuery,
  useAdminLogoutMutation,
  useAdminOperatorsQuery,
  useAdminAddOperatorMutation,
  useAdminRetireOperatorMutation,
  useAdminAuditLogQuery,
} = adminApi;

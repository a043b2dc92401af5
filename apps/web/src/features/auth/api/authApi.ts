/** The sign-in calls, made from the contract's routes and injected into the app's one RTK Query API. */
import { api } from '../../../app/api';
import { fromRoute, type RouteResult } from '../../../lib/routeEndpoint';

export type SessionUserResponse = RouteResult<'getSessionUser'>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    addGuestPhone: build.mutation(fromRoute('addGuestPhone')),
    verifyGuestOtp: build.mutation(fromRoute('verifyGuestOtp')),
    /** The argument is the auth token, so each session has its own cache entry. */
    getSessionUser: build.query({
      ...fromRoute('getSessionUser', (_token: string) => ({ input: undefined })),
      providesTags: ['Session'],
    }),
    logout: build.mutation(fromRoute('logout')),
  }),
});

export const { useAddGuestPhoneMutation, useVerifyGuestOtpMutation, useGetSessionUserQuery, useLogoutMutation } =
  authApi;

/** The sign-in calls (contract `routes.ts`), injected into the app's one RTK Query API. */
import { paths } from '@app/contract/paths';
import type { AddGuestPhoneRequest, OtpResponse, SessionUser, VerifyOtpRequest } from '@app/contract/schemas/auth';
import { api } from '../../../app/api';

export interface SessionUserResponse {
  status: 1;
  data: SessionUser;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    addGuestPhone: build.mutation<OtpResponse, AddGuestPhoneRequest>({
      query: (body) => ({ url: paths.addGuestPhone, method: 'POST', body }),
    }),
    verifyGuestOtp: build.mutation<OtpResponse, VerifyOtpRequest>({
      query: (body) => ({ url: paths.verifyGuestOtp, method: 'POST', body }),
    }),
    /** The argument is the auth token, so each session has its own cache entry. */
    getSessionUser: build.query<SessionUserResponse, string>({
      query: () => paths.getSessionUser,
      providesTags: ['Session'],
    }),
    logout: build.mutation<{ status: 1; message: string }, void>({
      // An empty JSON object: a JSON content type with no body is refused by the server.
      query: () => ({ url: paths.logout, method: 'POST', body: {} }),
    }),
  }),
});

export const { useAddGuestPhoneMutation, useVerifyGuestOtpMutation, useGetSessionUserQuery, useLogoutMutation } =
  authApi;

/**
 * The child-profile calls (contract `routes.ts`): "save user details" for the age band and the
 * child profile, and reading them back so a screen shows what was saved. Both act for the member
 * named by the `userId` header.
 */
import { paths } from '@app/contract/paths';
import type { UserDetailsResponse } from '@app/contract/schemas/members';
import type { z } from 'zod';
import { api } from '../../../app/api';
import type { SaveUserDetailsBody } from '../childDetails';

type DetailsResponse = z.infer<typeof UserDetailsResponse>;

export const intakeApi = api.enhanceEndpoints({ addTagTypes: ['Members', 'UserDetails'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<DetailsResponse, number>({
      query: (memberId) => ({ url: paths.getUserDetails, headers: { userId: String(memberId) } }),
      providesTags: (_result, _error, memberId) => [{ type: 'UserDetails', id: memberId }],
    }),
    saveUserDetails: build.mutation<DetailsResponse, { memberId: number; body: SaveUserDetailsBody }>({
      query: ({ memberId, body }) => ({
        url: paths.saveUserDetails,
        method: 'POST',
        body,
        headers: { userId: String(memberId) },
      }),
      // The chooser decides by Gender whether a member is "existing": its list must see the change.
      invalidatesTags: (_result, _error, { memberId }) => ['Members', { type: 'UserDetails', id: memberId }],
    }),
  }),
});

export const { useGetUserDetailsQuery, useSaveUserDetailsMutation } = intakeApi;

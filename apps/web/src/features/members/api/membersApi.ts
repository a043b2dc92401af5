/**
 * The member calls (contract `routes.ts`), injected into the app's one RTK Query API. The `userId`
 * header names the member a call acts for (spec §6); member calls send it explicitly so they never
 * depend on what Basic.id happens to hold at that moment.
 */
import { paths } from '@app/contract/paths';
import type { AddMemberResponse, ModifyMemberResponse, RelationsResponse } from '@app/contract/schemas/members';
import type { z } from 'zod';
import { api } from '../../../app/api';
import type { MemberPayloadBody } from '../memberForm';

export const membersApi = api.enhanceEndpoints({ addTagTypes: ['Members', 'UserDetails'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the auth token, so each sign-in has its own cache entry. */
    getAllRelation: build.query<z.infer<typeof RelationsResponse>, string>({
      query: () => paths.getAllRelation,
      providesTags: ['Members'],
    }),
    addGuestProfile: build.mutation<z.infer<typeof AddMemberResponse>, MemberPayloadBody>({
      query: (body) => ({ url: paths.addGuestProfile, method: 'POST', body }),
      invalidatesTags: ['Members'],
    }),
    modifyGuestInfo: build.mutation<
      z.infer<typeof ModifyMemberResponse>,
      { memberId: number; body: MemberPayloadBody }
    >({
      query: ({ memberId, body }) => ({
        url: paths.modifyGuestInfo,
        method: 'POST',
        body,
        headers: { userId: String(memberId) },
      }),
      // The account holder's names come from the session user: refresh it too.
      invalidatesTags: (_result, _error, { memberId }) => ['Members', 'Session', { type: 'UserDetails', id: memberId }],
    }),
  }),
});

export const { useGetAllRelationQuery, useAddGuestProfileMutation, useModifyGuestInfoMutation } = membersApi;

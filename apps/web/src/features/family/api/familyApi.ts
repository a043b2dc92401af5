/**
 * Family sharing's calls (contract routes getFamilySharing, familyInvite, familyAccept, familyEnd).
 * Each change reads both lists again; accepting or ending also refreshes what the tracker shows.
 */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';

const changed = ['Family', 'Milestones', 'Growth', 'Vaccinations'] as const;

export const familyApi = api
  .enhanceEndpoints({ addTagTypes: ['Family', 'Milestones', 'Growth', 'Vaccinations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The argument is the auth token, so each sign-in has its own cache entry. */
      getFamilySharing: build.query({
        ...fromRoute('getFamilySharing', (_token: string) => ({ input: undefined })),
        providesTags: ['Family'],
      }),
      familyInvite: build.mutation({ ...fromRoute('familyInvite'), invalidatesTags: ['Family'] }),
      familyAccept: build.mutation({ ...fromRoute('familyAccept'), invalidatesTags: [...changed] }),
      familyEnd: build.mutation({ ...fromRoute('familyEnd'), invalidatesTags: [...changed] }),
    }),
  });

export const { useGetFamilySharingQuery, useFamilyInviteMutation, useFamilyAcceptMutation, useFamilyEndMutation } =
  familyApi;

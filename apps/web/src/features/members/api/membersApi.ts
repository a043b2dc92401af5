/**
 * The member calls, made from the contract's routes and injected into the app's one RTK Query API.
 * The `userId` header names the member a call acts for (spec §6); member calls send it explicitly
 * so they never depend on what Basic.id happens to hold at that moment.
 */
import { api } from '../../../app/api';
import { fromRoute, type RouteInput } from '../../../lib/routeEndpoint';

export const membersApi = api.enhanceEndpoints({ addTagTypes: ['Members', 'UserDetails', 'Family'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the auth token, so each sign-in has its own cache entry. */
    getAllRelation: build.query({
      ...fromRoute('getAllRelation', (_token: string) => ({ input: undefined })),
      providesTags: ['Members'],
    }),
    /**
     * The children other accounts share with this one (family sharing), for the chooser: the
     * family screen's own call, cached apart. The argument is the auth token.
     */
    getSharedWithMe: build.query({
      ...fromRoute('getFamilySharing', (_token: string) => ({ input: undefined })),
      providesTags: ['Family'],
    }),
    addGuestProfile: build.mutation({ ...fromRoute('addGuestProfile'), invalidatesTags: ['Members'] }),
    /** The account's type changes: the session user, and what the tracker and plans say, are read again. */
    register: build.mutation({ ...fromRoute('register'), invalidatesTags: ['Session', 'Members'] }),
    modifyGuestInfo: build.mutation({
      ...fromRoute(
        'modifyGuestInfo',
        ({ memberId, body }: { memberId: number; body: RouteInput<'modifyGuestInfo'> }) => ({
          input: body,
          headers: { userId: String(memberId) },
        }),
      ),
      // The account holder's names come from the session user: refresh it too.
      invalidatesTags: (_result, _error, { memberId }) => ['Members', 'Session', { type: 'UserDetails', id: memberId }],
    }),
  }),
});

export const {
  useGetAllRelationQuery,
  useGetSharedWithMeQuery,
  useAddGuestProfileMutation,
  useModifyGuestInfoMutation,
  useRegisterMutation,
} = membersApi;

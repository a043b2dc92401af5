/**
 * The child-profile calls, made from the contract's routes: "save user details" for the age band
 * and the child profile, and reading them back so a screen shows what was saved. Both act for the
 * member named by the `userId` header.
 */
import { api } from '../../../app/api';
import { fromRoute, type RouteInput } from '../../../lib/routeEndpoint';

const forMember = (memberId: number) => ({ userId: String(memberId) });

export const intakeApi = api.enhanceEndpoints({ addTagTypes: ['Members', 'UserDetails'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query({
      ...fromRoute('getUserDetails', (memberId: number) => ({ input: undefined, headers: forMember(memberId) })),
      providesTags: (_result, _error, memberId) => [{ type: 'UserDetails', id: memberId }],
    }),
    saveUserDetails: build.mutation({
      ...fromRoute(
        'saveUserDetails',
        ({ memberId, body }: { memberId: number; body: RouteInput<'saveUserDetails'> }) => ({
          input: body,
          headers: forMember(memberId),
        }),
      ),
      // The chooser decides by Gender whether a member is "existing": its list must see the change.
      invalidatesTags: (_result, _error, { memberId }) => ['Members', { type: 'UserDetails', id: memberId }],
    }),
  }),
});

export const { useGetUserDetailsQuery, useSaveUserDetailsMutation } = intakeApi;

/**
 * The tracker's calls (contract routes getUserPlans, addHomeBannerInfo, getMilestoneListInfo,
 * modifyNotificationUserStatus, addGoalVideoInfo), injected into the app's one RTK Query API.
 * Saving a goal invalidates the milestone list, so it is fetched again.
 */
import type { GoalStatusUpdate } from '@app/contract/schemas/tracker';
import type { z } from 'zod';
import { api } from '../../../app/api';
import { fromRoute, type RouteInput } from '../../../lib/routeEndpoint';
import { type BannerType, bannerQuery, type MilestoneArgs, milestoneQuery } from './query';

export type { BannerType, MilestoneArgs } from './query';

export type GoalStatusBody = z.input<typeof GoalStatusUpdate>;
export type GoalUploadBody = RouteInput<'addGoalVideoInfo'>;

export const trackerApi = api.enhanceEndpoints({ addTagTypes: ['Milestones', 'Plans'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserPlans: build.query({
      ...fromRoute('getUserPlans', ({ userId, userType }: { userId?: number; userType?: string }) => ({
        input: { UserId: userId === undefined ? '' : String(userId), UserType: userType ?? '' },
      })),
      providesTags: ['Plans'],
    }),
    getBanners: build.query(
      fromRoute('addHomeBannerInfo', ({ patientId, requestType }: { patientId?: number; requestType: BannerType }) => ({
        input: bannerQuery(patientId, requestType),
      })),
    ),
    getMilestones: build.query({
      ...fromRoute('getMilestoneListInfo', (args: MilestoneArgs) => ({ input: milestoneQuery(args) })),
      providesTags: ['Milestones'],
    }),
    updateGoalStatus: build.mutation({
      ...fromRoute('modifyNotificationUserStatus', (body: GoalStatusBody) => ({ input: body })),
      invalidatesTags: ['Milestones'],
    }),
    uploadGoalFile: build.mutation({ ...fromRoute('addGoalVideoInfo'), invalidatesTags: ['Milestones'] }),
    /** The account's members, to name the child a native app opened the tracker for. Arg: the token. */
    getTrackerMembers: build.query(fromRoute('getAllRelation', (_token: string) => ({ input: undefined }))),
  }),
});

export const {
  useGetUserPlansQuery,
  useGetBannersQuery,
  useGetMilestonesQuery,
  useUpdateGoalStatusMutation,
  useUploadGoalFileMutation,
  useGetTrackerMembersQuery,
} = trackerApi;

/**
 * The tracker's calls (contract `routes.ts`: getUserPlans, addHomeBannerInfo,
 * getMilestoneListInfo, modifyNotificationUserStatus, addGoalVideoInfo), injected into the app's
 * one RTK Query API. Saving a goal invalidates the milestone list, so it is fetched again.
 */
import { paths } from '@app/contract/paths';
import type { RelationsResponse } from '@app/contract/schemas/members';
import type {
  BannerResponse,
  GoalStatusUpdate,
  GoalUploadRequest,
  GoalUploadResponse,
  MilestoneListResponse,
  ModifyNotificationResponse,
  UserPlansResponse,
} from '@app/contract/schemas/tracker';
import type { z } from 'zod';
import { api } from '../../../app/api';
import { type BannerType, bannerQuery, type MilestoneArgs, milestoneQuery } from './query';

export type { BannerType, MilestoneArgs } from './query';

export type GoalStatusBody = z.input<typeof GoalStatusUpdate>;
export type GoalUploadBody = z.input<typeof GoalUploadRequest>;

export const trackerApi = api.enhanceEndpoints({ addTagTypes: ['Milestones', 'Plans'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserPlans: build.query<z.infer<typeof UserPlansResponse>, { userId?: number; userType?: string }>({
      query: ({ userId, userType }) =>
        `${paths.getUserPlans}?${new URLSearchParams({
          UserId: userId === undefined ? '' : String(userId),
          UserType: userType ?? '',
        })}`,
      providesTags: ['Plans'],
    }),
    getBanners: build.query<z.infer<typeof BannerResponse>, { patientId?: number; requestType: BannerType }>({
      query: ({ patientId, requestType }) => `${paths.addHomeBannerInfo}?${bannerQuery(patientId, requestType)}`,
    }),
    getMilestones: build.query<MilestoneListResponse, MilestoneArgs>({
      query: (args) => `${paths.getMilestoneListInfo}?${milestoneQuery(args)}`,
      providesTags: ['Milestones'],
    }),
    updateGoalStatus: build.mutation<z.infer<typeof ModifyNotificationResponse>, GoalStatusBody>({
      query: (body) => ({ url: paths.modifyNotificationUserStatus, method: 'POST', body }),
      invalidatesTags: ['Milestones'],
    }),
    uploadGoalFile: build.mutation<z.infer<typeof GoalUploadResponse>, GoalUploadBody>({
      query: (body) => ({ url: paths.addGoalVideoInfo, method: 'POST', body }),
      invalidatesTags: ['Milestones'],
    }),
    /** The account's members, to name the child a native app opened the tracker for. Arg: the token. */
    getTrackerMembers: build.query<z.infer<typeof RelationsResponse>, string>({
      query: () => paths.getAllRelation,
    }),
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

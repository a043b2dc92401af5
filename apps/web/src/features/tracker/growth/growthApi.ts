/**
 * The growth screen's calls (contract routes getGrowthTracker, addGrowthData, deleteGrowth),
 * injected into the app's one RTK Query API. Adding or deleting invalidates every tab's list, so
 * the one on screen is fetched again and the others when next opened.
 */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';
import { type GrowthArgs, growthQuery } from './query';

export const growthApi = api.enhanceEndpoints({ addTagTypes: ['Growth'] }).injectEndpoints({
  endpoints: (build) => ({
    getGrowthTracker: build.query({
      ...fromRoute('getGrowthTracker', (args: GrowthArgs) => ({ input: growthQuery(args) })),
      providesTags: ['Growth'],
    }),
    addGrowthData: build.mutation({ ...fromRoute('addGrowthData'), invalidatesTags: ['Growth'] }),
    deleteGrowth: build.mutation({ ...fromRoute('deleteGrowth'), invalidatesTags: ['Growth'] }),
  }),
});

export const { useGetGrowthTrackerQuery, useAddGrowthDataMutation, useDeleteGrowthMutation } = growthApi;

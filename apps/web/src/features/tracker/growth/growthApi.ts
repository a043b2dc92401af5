/**
 * The growth screen's calls (contract `routes.ts`: getGrowthTracker, addGrowthData,
 * deleteGrowth), injected into the app's one RTK Query API. Adding or deleting invalidates every
 * tab's list, so the one on screen is fetched again and the others when next opened.
 */
import { paths } from '@app/contract/paths';
import type { OkResponse } from '@app/contract/schemas/common';
import type { AddGrowthResponse, DeleteGrowthRequest, GrowthResponse } from '@app/contract/schemas/growth';
import type { z } from 'zod';
import { api } from '../../../app/api';
import type { AddGrowthBody } from './addForm';
import { type GrowthArgs, growthQuery } from './query';

export const growthApi = api.enhanceEndpoints({ addTagTypes: ['Growth'] }).injectEndpoints({
  endpoints: (build) => ({
    getGrowthTracker: build.query<GrowthResponse, GrowthArgs>({
      query: (args) => `${paths.getGrowthTracker}?${growthQuery(args)}`,
      providesTags: ['Growth'],
    }),
    addGrowthData: build.mutation<z.infer<typeof AddGrowthResponse>, AddGrowthBody>({
      query: (body) => ({ url: paths.addGrowthData, method: 'POST', body }),
      invalidatesTags: ['Growth'],
    }),
    deleteGrowth: build.mutation<z.infer<typeof OkResponse>, z.input<typeof DeleteGrowthRequest>>({
      query: (body) => ({ url: paths.deleteGrowth, method: 'POST', body }),
      invalidatesTags: ['Growth'],
    }),
  }),
});

export const { useGetGrowthTrackerQuery, useAddGrowthDataMutation, useDeleteGrowthMutation } = growthApi;

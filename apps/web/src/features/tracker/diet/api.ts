/** The diet call (contract `routes.ts`: getDietPlan), injected into the app's one RTK Query API. */
import { paths } from '@app/contract/paths';
import type { DietResponse } from '@app/contract/schemas/vaccination';
import { api } from '../../../app/api';
import { type DietArgs, dietQuery } from './query';

export type { DietArgs } from './query';

export const dietApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDietPlan: build.query<DietResponse, DietArgs>({
      query: (args) => `${paths.getDietPlan}?${dietQuery(args)}`,
    }),
  }),
});

export const { useGetDietPlanQuery } = dietApi;

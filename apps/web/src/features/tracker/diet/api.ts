/** The diet call (contract route getDietPlan), injected into the app's one RTK Query API. */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';
import { type DietArgs, dietQuery } from './query';

export type { DietArgs } from './query';

export const dietApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDietPlan: build.query(fromRoute('getDietPlan', (args: DietArgs) => ({ input: dietQuery(args) }))),
  }),
});

export const { useGetDietPlanQuery } = dietApi;

/**
 * The plans on sale (contract route getPlans). Buying goes through billing's order and status
 * calls; a plan bought invalidates the plans, and what the tracker says about them.
 */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';

export const plansApi = api
  .enhanceEndpoints({ addTagTypes: ['Plans', 'Milestones', 'Growth', 'Vaccinations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The argument is the auth token, so each sign-in has its own cache entry. */
      getPlans: build.query({
        ...fromRoute('getPlans', (_token: string) => ({ input: undefined })),
        providesTags: ['Plans'],
      }),
    }),
  });

export const { useGetPlansQuery } = plansApi;

/** After a plan is bought: the plans, and every tracker screen's rights, are read again. */
export const planBought = () => plansApi.util.invalidateTags(['Plans', 'Milestones', 'Growth', 'Vaccinations']);

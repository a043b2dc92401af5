/**
 * The back office's care plans (decision 0056), signed with the operator's token like the rest of
 * the back office (signed.ts). A save or a retirement asks the list again, and the parents' plans
 * screen too should this tab hold it ('Plans', the plans feature's tag): parents see a change at once.
 */
import { api } from '../../../app/api';
import { FRESH, signed } from './signed';

const changes = { invalidatesTags: ['AdminPlans', 'Plans'] as ('AdminPlans' | 'Plans')[] };

export const plansApi = api.enhanceEndpoints({ addTagTypes: ['AdminPlans', 'Plans'] }).injectEndpoints({
  endpoints: (build) => ({
    adminPlans: build.query({ ...signed('adminPlans'), providesTags: ['AdminPlans'], ...FRESH }),
    adminSavePlan: build.mutation({ ...signed('adminSavePlan'), ...changes }),
    adminRetirePlan: build.mutation({ ...signed('adminRetirePlan'), ...changes }),
  }),
});

export const { useAdminPlansQuery, useAdminSavePlanMutation, useAdminRetirePlanMutation } = plansApi;

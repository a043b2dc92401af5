/**
 * The vaccination calls (contract routes getVaccineDetail, modifyNotificationUserStatus with
 * type 'Vaccination', and our markEarlierVaccines), injected into the app's one RTK Query API. Saving a record invalidates the
 * list, so it is fetched again.
 */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';
import type { MarkEarlierBody } from './earlierDoses';
import { type VaccinationRecordBody, vaccineQuery } from './vaccines';

export interface VaccineArgs {
  patientId: number;
  userType?: string;
}

export const vaccinationApi = api.enhanceEndpoints({ addTagTypes: ['Vaccinations'] }).injectEndpoints({
  endpoints: (build) => ({
    getVaccines: build.query({
      ...fromRoute('getVaccineDetail', ({ patientId, userType }: VaccineArgs) => ({
        input: vaccineQuery(patientId, userType),
      })),
      providesTags: ['Vaccinations'],
    }),
    recordVaccination: build.mutation({
      ...fromRoute('modifyNotificationUserStatus', (body: VaccinationRecordBody) => ({ input: body })),
      invalidatesTags: ['Vaccinations'],
    }),
    markEarlierVaccines: build.mutation({
      ...fromRoute('markEarlierVaccines', (body: MarkEarlierBody) => ({ input: body })),
      invalidatesTags: ['Vaccinations'],
    }),
  }),
});

export const { useGetVaccinesQuery, useRecordVaccinationMutation, useMarkEarlierVaccinesMutation } = vaccinationApi;

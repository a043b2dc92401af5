/**
 * The vaccination calls (contract `routes.ts`: getVaccineDetail, and modifyNotificationUserStatus
 * with type 'Vaccination'), injected into the app's one RTK Query API. Saving a record
 * invalidates the list, so it is fetched again.
 */
import { paths } from '@app/contract/paths';
import type { ModifyNotificationResponse } from '@app/contract/schemas/tracker';
import type { VaccineResponse } from '@app/contract/schemas/vaccination';
import type { z } from 'zod';
import { api } from '../../../app/api';
import { type VaccinationRecordBody, vaccineQuery } from './vaccines';

export interface VaccineArgs {
  patientId: number;
  userType?: string;
}

export const vaccinationApi = api.enhanceEndpoints({ addTagTypes: ['Vaccinations'] }).injectEndpoints({
  endpoints: (build) => ({
    getVaccines: build.query<VaccineResponse, VaccineArgs>({
      query: ({ patientId, userType }) => `${paths.getVaccineDetail}?${vaccineQuery(patientId, userType)}`,
      providesTags: ['Vaccinations'],
    }),
    recordVaccination: build.mutation<z.infer<typeof ModifyNotificationResponse>, VaccinationRecordBody>({
      query: (body) => ({ url: paths.modifyNotificationUserStatus, method: 'POST', body }),
      invalidatesTags: ['Vaccinations'],
    }),
  }),
});

export const { useGetVaccinesQuery, useRecordVaccinationMutation } = vaccinationApi;

/**
 * A doctor's weekly hours and days off, and a clinic's holidays, in the back office (decision
 * 0052), signed with the operator's token (signed.ts). A change is asked again from the server:
 * the doctor's hours, and the doctor's page (whether parents can book them).
 */
import { api } from '../../../app/api';
import { FRESH, signed } from './signed';

const changes = { invalidatesTags: ['AdminHours', 'AdminDoctors'] as const };

export const doctorHoursApi = api.enhanceEndpoints({ addTagTypes: ['AdminHours', 'AdminDoctors'] }).injectEndpoints({
  endpoints: (build) => ({
    adminDoctorHours: build.query({ ...signed('adminDoctorHours'), providesTags: ['AdminHours'], ...FRESH }),
    adminSaveWeeklyHours: build.mutation({ ...signed('adminSaveWeeklyHours'), ...changes }),
    adminAddLeave: build.mutation({ ...signed('adminAddLeave'), ...changes }),
    // A holiday shows on the days off of every doctor at the clinic.
    adminAddHoliday: build.mutation({ ...signed('adminAddHoliday'), ...changes }),
    adminRemoveDayOff: build.mutation({ ...signed('adminRemoveDayOff'), ...changes }),
    adminAddExtraHours: build.mutation({ ...signed('adminAddExtraHours'), ...changes }),
    adminRemoveExtraHours: build.mutation({ ...signed('adminRemoveExtraHours'), ...changes }),
  }),
});

export const {
  useAdminDoctorHoursQuery,
  useAdminSaveWeeklyHoursMutation,
  useAdminAddLeaveMutation,
  useAdminAddHolidayMutation,
  useAdminRemoveDayOffMutation,
  useAdminAddExtraHoursMutation,
  useAdminRemoveExtraHoursMutation,
} = doctorHoursApi;

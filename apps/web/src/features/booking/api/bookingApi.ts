/**
 * The catalogue and booking calls (contract `routes.ts`, spec §7): the appointment screen's lists,
 * the information banner, doctors with their free slots, the instant times, a doctor's profile,
 * the follow-up check and the hold (AddBookConsultAppointmentInfo).
 */
import { CLINIC_LOOKUP_BRANCH_ID, FOLLOW_UP_TYPE_LITERAL, LIMIT_ALL } from '@app/contract/constants';
import { paths } from '@app/contract/paths';
import type {
  BookConsultResponse,
  ClinicsResponse,
  DisplayTextResponse,
  DoctorProfileResponse,
  DoctorSlotResponse,
  DoctorsResponse,
  FollowupResponse,
  SlotTimesResponse,
  SpecialitiesResponse,
} from '@app/contract/schemas/catalog';
import type { z } from 'zod';
import { api } from '../../../app/api';
import type { HoldRequest } from '../choices';
import { type DoctorSlotArgs, doctorSlotQuery } from './query';

const listQuery = (patientId: number | undefined, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    PatientId: patientId === undefined ? '' : String(patientId),
    limit: String(LIMIT_ALL),
    ...extra,
  });

export const bookingApi = api.enhanceEndpoints({ addTagTypes: ['DoctorSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getDoctors: build.query<z.infer<typeof DoctorsResponse>, number | undefined>({
      query: (patientId) => `${paths.getAllDoctorEntity}?${listQuery(patientId)}`,
    }),
    getClinics: build.query<z.infer<typeof ClinicsResponse>, number | undefined>({
      query: (patientId) =>
        `${paths.getClinicInfoEntityWise}?${listQuery(patientId, { branchid: String(CLINIC_LOOKUP_BRANCH_ID) })}`,
    }),
    getSpecialities: build.query<z.infer<typeof SpecialitiesResponse>, void>({
      query: () => `${paths.getSpecialityInfo}?limit=${LIMIT_ALL}`,
    }),
    getDisplayText: build.query<z.infer<typeof DisplayTextResponse>, string>({
      query: (type) => `${paths.getAllDisplayTextType}?${new URLSearchParams({ type })}`,
    }),
    getDoctorSlots: build.query<z.infer<typeof DoctorSlotResponse>, DoctorSlotArgs>({
      query: (args) => `${paths.getAllDoctorSlot}?${doctorSlotQuery(args)}`,
      providesTags: ['DoctorSlots'],
    }),
    getSlotTimes: build.query<z.infer<typeof SlotTimesResponse>, string>({
      query: (dt) => `${paths.getAllSlotTime}?${new URLSearchParams({ dt })}`,
    }),
    getDoctorProfile: build.query<z.infer<typeof DoctorProfileResponse>, string>({
      query: (doctorId) => `${paths.getDoctorProfile}?${new URLSearchParams({ doctorId })}`,
    }),
    checkFollowup: build.query<z.infer<typeof FollowupResponse>, { patientId: number; doctorId: number }>({
      query: ({ patientId, doctorId }) =>
        `${paths.getDocSlotFollowupValidation}?${new URLSearchParams({
          appointmentType: FOLLOW_UP_TYPE_LITERAL,
          patientID: String(patientId),
          doctorId: String(doctorId),
        })}`,
      // Eligibility changes as consultations complete: always ask again.
      keepUnusedDataFor: 0,
    }),
    holdSlot: build.mutation<z.infer<typeof BookConsultResponse>, HoldRequest>({
      query: (body) => ({ url: paths.addBookConsultAppointmentInfo, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetDoctorsQuery,
  useGetClinicsQuery,
  useGetSpecialitiesQuery,
  useGetDisplayTextQuery,
  useGetDoctorSlotsQuery,
  useLazyGetDoctorSlotsQuery,
  useGetSlotTimesQuery,
  useGetDoctorProfileQuery,
  useLazyCheckFollowupQuery,
  useHoldSlotMutation,
} = bookingApi;

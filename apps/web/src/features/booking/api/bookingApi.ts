/**
 * The catalogue and booking calls, made from the contract's routes (spec §7): the appointment
 * screen's lists, the information banner, doctors with their free slots, a
 * doctor's profile, the follow-up check, the hold (AddBookConsultAppointmentInfo), and the on-duty
 * queue's availability and joining (docs/decisions/0038).
 */
import { CLINIC_LOOKUP_BRANCH_ID, FOLLOW_UP_TYPE_LITERAL, LIMIT_ALL } from '@app/contract/constants';
import { api } from '../../../app/api';
import { fromRoute, type NoArg } from '../../../lib/routeEndpoint';
import { type DoctorSlotArgs, doctorSlotQuery } from './query';

const listQuery = (patientId: number | undefined) => ({
  PatientId: patientId === undefined ? '' : String(patientId),
  limit: String(LIMIT_ALL),
});

export const bookingApi = api.enhanceEndpoints({ addTagTypes: ['DoctorSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getDoctors: build.query(
      fromRoute('getAllDoctorEntity', (patientId: number | undefined) => ({ input: listQuery(patientId) })),
    ),
    getClinics: build.query(
      fromRoute('getClinicInfoEntityWise', (patientId: number | undefined) => ({
        input: { ...listQuery(patientId), branchid: String(CLINIC_LOOKUP_BRANCH_ID) },
      })),
    ),
    getSpecialities: build.query(
      fromRoute('getSpecialityInfo', (_: NoArg) => ({ input: { limit: String(LIMIT_ALL) } })),
    ),
    getDisplayText: build.query(fromRoute('getAllDisplayTextType', (type: string) => ({ input: { type } }))),
    getDoctorSlots: build.query({
      ...fromRoute('getAllDoctorSlot', (args: DoctorSlotArgs) => ({ input: doctorSlotQuery(args) })),
      providesTags: ['DoctorSlots'],
    }),
    getDoctorProfile: build.query(fromRoute('getDoctorProfile', (doctorId: string) => ({ input: { doctorId } }))),
    checkFollowup: build.query({
      ...fromRoute(
        'getDocSlotFollowupValidation',
        ({ patientId, doctorId }: { patientId: number; doctorId: number }) => ({
          input: { appointmentType: FOLLOW_UP_TYPE_LITERAL, patientID: String(patientId), doctorId: String(doctorId) },
        }),
      ),
      // Eligibility changes as consultations complete: always ask again.
      keepUnusedDataFor: 0,
    }),
    holdSlot: build.mutation(fromRoute('addBookConsultAppointmentInfo')),
    /** Doctors on duty, the queue and the wait for a type and language (the on-duty queue). */
    getInstantAvailability: build.query({
      ...fromRoute('getInstantAvailability', (args: { appointmentType: string; language: string }) => ({
        input: args,
      })),
      // Who is on duty changes by the minute: never serve an old answer.
      keepUnusedDataFor: 0,
    }),
    joinQueue: build.mutation(fromRoute('joinQueue')),
  }),
});

export const {
  useGetDoctorsQuery,
  useGetClinicsQuery,
  useGetSpecialitiesQuery,
  useGetDisplayTextQuery,
  useGetDoctorSlotsQuery,
  useLazyGetDoctorSlotsQuery,
  useGetDoctorProfileQuery,
  useLazyCheckFollowupQuery,
  useHoldSlotMutation,
  useGetInstantAvailabilityQuery,
  useJoinQueueMutation,
} = bookingApi;

/**
 * The back office's consultations and money (decision 0053), signed with the operator's token
 * (signed.ts). An action on one consultation answers with the consultation as it now is: that
 * answer is put in its page's cache at once, and the lists and the day's numbers are asked again.
 */

import { SLOT_STATUS } from '@app/contract/constants';
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';
import { FRESH, signed } from './signed';

interface FreeSlotsArgs {
  consultType: string;
  date: string;
  doctorId: number;
  clinicId: number;
}

const TAGS = ['AdminConsultations'] as const;

/** An action on one consultation: its answer is the consultation now. */
const action = <
  N extends 'adminRefundConsultation' | 'adminCancelConsultation' | 'adminMarkNoShow' | 'adminMoveConsultation',
>(
  name: N,
) => ({
  ...signed(name),
  // Refused or done, the lists and the summary may have changed meanwhile.
  invalidatesTags: TAGS,
});

export const moneyApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    adminConsultations: build.query({ ...signed('adminConsultations'), providesTags: TAGS, ...FRESH }),
    adminConsultation: build.query({ ...signed('adminConsultation'), providesTags: TAGS, ...FRESH }),
    adminRefundConsultation: build.mutation(action('adminRefundConsultation')),
    adminCancelConsultation: build.mutation(action('adminCancelConsultation')),
    adminMarkNoShow: build.mutation(action('adminMarkNoShow')),
    adminMoveConsultation: build.mutation(action('adminMoveConsultation')),
    /** The doctor's free slots of a date at a clinic, as parents see them (the public listing), to move to. */
    adminFreeSlots: build.query({
      ...fromRoute('getAllDoctorSlot', (a: FreeSlotsArgs) => ({
        input: {
          status: String(SLOT_STATUS),
          appointmentType: a.consultType,
          dt: a.date,
          doctorId: String(a.doctorId),
          clinicId: String(a.clinicId),
          speciality: '',
          type: '',
          PatientId: '',
          qs: '',
          pageSize: '1',
        },
      })),
      providesTags: TAGS,
      ...FRESH,
    }),
    adminDailySummary: build.query({ ...signed('adminDailySummary'), providesTags: TAGS, ...FRESH }),
  }),
});

export const {
  useAdminConsultationsQuery,
  useAdminConsultationQuery,
  useAdminRefundConsultationMutation,
  useAdminCancelConsultationMutation,
  useAdminMarkNoShowMutation,
  useAdminMoveConsultationMutation,
  useAdminFreeSlotsQuery,
  useAdminDailySummaryQuery,
} = moneyApi;

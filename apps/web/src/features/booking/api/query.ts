import { SLOT_STATUS } from '@app/contract/constants';
import type { RouteInput } from '../../../lib/routeEndpoint';

export interface DoctorSlotArgs {
  appointmentType?: string;
  dt: string;
  doctorId?: number;
  speciality?: number;
  clinicId?: number;
  /** The language (spec: `type`). */
  language?: string;
  patientId?: number;
  /** The reason chosen on /child-help (the session's `qs`): the listing ranks its specialities first. */
  reason?: string;
  /** How many doctor cards to ask for (the first page grows by 'Show more doctors'). */
  pageSize?: number;
}

/** Every query value of GetAllDoctorSlot, '' when absent (spec §7). */
export function doctorSlotQuery(args: DoctorSlotArgs): RouteInput<'getAllDoctorSlot'> {
  const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  return {
    status: String(SLOT_STATUS),
    appointmentType: text(args.appointmentType),
    dt: args.dt,
    doctorId: text(args.doctorId),
    speciality: text(args.speciality),
    clinicId: text(args.clinicId),
    type: text(args.language),
    PatientId: text(args.patientId),
    qs: text(args.reason),
    ...(args.pageSize ? { pageSize: String(args.pageSize) } : {}),
  };
}

/** A doctor's hours as the back office's API answers (decision 0052). */
import type { RouteResult } from '../../lib/routeEndpoint';

export type DoctorHours = RouteResult<'adminDoctorHours'>['hours'];
export type ClinicHours = DoctorHours['clinics'][number];
export type DayOff = DoctorHours['daysOff'][number];
export type ExtraHours = DoctorHours['extraHours'][number];

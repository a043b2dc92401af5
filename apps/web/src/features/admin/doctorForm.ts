/**
 * The doctor form's values and their check: the contract's SaveDoctorRequest (requestForm.ts),
 * after the values as typed are shaped into the request (years and rupees typed as text become
 * numbers, a console number left empty is left out).
 */
import { CONSULT_TYPES } from '@app/contract/constants';
import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { SaveDoctorRequest } from '@app/contract/schemas/adminCatalogue';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { type PhoneValue, phoneValueOfE164 } from '../../components/phone/phoneValue';
import { enAdminDoctor } from '../../i18n/enAdminDoctor';
import type { RouteResult } from '../../lib/routeEndpoint';
import type { ConsultType } from '../../lib/weeklyHours';
import { phoneRequest, requestResolver } from './requestForm';
import { fieldsOf } from './useAdminForm';

export type DoctorChoices = RouteResult<'adminDoctorChoices'>;
export type DoctorPayload = z.output<typeof SaveDoctorRequest>;

/** Every input is text, but for the ticked lists and the phone field. */
export interface DoctorFormValues {
  name: string;
  gender: string;
  professionalKind: string;
  specialityID: string;
  qualification: string;
  experience: string;
  fee: string;
  /** The fee of their own by consult type, as typed ('' for the doctor's fee). */
  feesByType: Partial<Record<ConsultType, string>>;
  languages: string[];
  consultTypes: string[];
  council: string;
  registrationNumber: string;
  phone: PhoneValue;
  bio: string;
}

export const emptyDoctor = (): DoctorFormValues => ({
  name: '',
  gender: '',
  professionalKind: 'medical',
  specialityID: '',
  qualification: '',
  experience: '',
  fee: '',
  feesByType: {},
  languages: [],
  consultTypes: [],
  council: '',
  registrationNumber: '',
  phone: phoneValueOfE164(null),
  bio: '',
});

/** An existing doctor, as the form starts from them. */
export const doctorValues = (d: AdminDoctor): DoctorFormValues => ({
  name: d.name,
  gender: d.gender,
  professionalKind: d.professionalKind,
  specialityID: String(d.specialityID),
  qualification: d.qualification,
  experience: String(d.experience),
  fee: String(d.fee),
  feesByType: Object.fromEntries(Object.entries(d.feesByType).map(([type, rupees]) => [type, String(rupees)])),
  languages: [...d.languages],
  consultTypes: [...d.consultTypes],
  council: d.council ?? '',
  registrationNumber: d.registrationNumber,
  phone: phoneValueOfE164(d.phone),
  bio: d.bio,
});

/** '' → undefined (the schema asks for a number), '7' → 7, '7.5' → 7.5 (the schema says whole years). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The consult types that may have a fee of their own: the doctor's, but a follow up (always free). */
export const typesWithOwnFee = (consultTypes: readonly string[]): ConsultType[] =>
  CONSULT_TYPES.filter((type) => type !== 'follow up' && consultTypes.includes(type));

/** The fees typed for the types the doctor takes, as numbers; left out when none is. */
function feesRequest(v: DoctorFormValues): { feesByType?: Partial<Record<ConsultType, number>> } {
  const fees = typesWithOwnFee(v.consultTypes).flatMap((type) => {
    const rupees = numberOf(v.feesByType[type] ?? '');
    return rupees === undefined ? [] : [[type, rupees] as const];
  });
  return fees.length > 0 ? { feesByType: Object.fromEntries(fees) } : {};
}

/** What the form sends, before the check. */
export const doctorRequestOf =
  (doctorID: number | undefined) =>
  (v: DoctorFormValues): z.input<typeof SaveDoctorRequest> => ({
    ...(doctorID === undefined ? {} : { doctorID }),
    name: v.name,
    gender: v.gender as DoctorPayload['gender'],
    professionalKind: v.professionalKind as DoctorPayload['professionalKind'],
    specialityID: v.specialityID,
    qualification: v.qualification,
    experience: numberOf(v.experience) as number,
    languages: v.languages as DoctorPayload['languages'],
    consultTypes: v.consultTypes as DoctorPayload['consultTypes'],
    fee: numberOf(v.fee) as number,
    ...feesRequest(v),
    council: v.council,
    registrationNumber: v.registrationNumber,
    ...phoneRequest(v.phone),
    bio: v.bio,
  });

const PHONE = { mobileCode: 'phone', mobileNumber: 'phone' } as const;

export const doctorResolver = (doctorID: number | undefined) =>
  requestResolver(doctorRequestOf(doctorID), SaveDoctorRequest, enAdminDoctor.form.missing, PHONE);

const FIELDS: readonly Path<DoctorFormValues>[] = [
  'name',
  'gender',
  'professionalKind',
  'specialityID',
  'qualification',
  'experience',
  'fee',
  'feesByType',
  'languages',
  'consultTypes',
  'council',
  'registrationNumber',
  'bio',
];

/** The form's field for a field the server names (its own, or the phone for mobileCode and mobileNumber). */
export const doctorFieldOf = fieldsOf<DoctorFormValues>(FIELDS, PHONE);

/** The registration bodies of one profession: a psychologist is registered with the RCI, not a medical council. */
export const councilsFor = (choices: DoctorChoices | undefined, kind: string) =>
  (choices?.councils ?? []).filter((c) => c.kind === kind);

/**
 * The specialities a doctor may be given: the serving ones, and the doctor's own even when it was
 * retired since (it stays on the doctors who had it).
 */
export function specialitiesFor(choices: DoctorChoices | undefined, doctor: AdminDoctor | undefined) {
  const serving = choices?.specialities ?? [];
  if (!doctor || serving.some((s) => s.specialityID === doctor.specialityID)) return serving;
  return [...serving, { specialityID: doctor.specialityID, name: doctor.speciality }];
}

/**
 * SAVE's check as the vaccination form's schema: the spec's rules first (recordProblem, said in a
 * toast, so on `root`), then the contract's own VaccinationRecordUpdate, the schema the server
 * checks with.
 */
import { VaccinationRecordUpdate, type VaccineItem } from '@app/contract/schemas/vaccination';
import { z } from 'zod';
import { type RecordForm, recordBody, recordProblem } from './vaccines';

export function recordFormSchema(
  vaccine: Pick<VaccineItem, 'vaccineId' | 'DueOn'>,
  patientId: number,
  limits: { today: string; dateOfBirth?: string | null },
) {
  return z.custom<RecordForm>().superRefine((form, context) => {
    const problem = recordProblem(form, { dueOn: vaccine.DueOn, ...limits });
    const refusal =
      problem ?? VaccinationRecordUpdate.safeParse(recordBody(vaccine, patientId, form)).error?.issues[0]?.message;
    if (refusal) context.addIssue({ code: 'custom', path: ['root'], message: refusal });
  });
}

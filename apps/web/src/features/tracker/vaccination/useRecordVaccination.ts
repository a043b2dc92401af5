import { messages } from '@app/contract/messages';
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { useState } from 'react';
import { setLoading } from '../../../app/state';
import { useAppDispatch } from '../../../app/store';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { isUnauthorized } from '../useTracker';
import { useRecordVaccinationMutation } from './api';
import { type RecordForm, recordBody } from './vaccines';

export type RecordResult = 'saved' | 'failed' | 'expired';

/**
 * SAVE (spec §7 save vaccination record): the date, note and tag photo in one call. The list is
 * fetched again afterwards (its cache tag is invalidated). The server's refusals are shown in its
 * own words; a 401 is reported as 'expired' for the session's end.
 */
export function useRecordVaccination() {
  const dispatch = useAppDispatch();
  const [record] = useRecordVaccinationMutation();
  const [busy, setBusy] = useState(false);

  async function save(vaccine: VaccineItem, patientId: number, form: RecordForm): Promise<RecordResult> {
    setBusy(true);
    dispatch(setLoading({ loading: true, otp: false }));
    try {
      await record(recordBody(vaccine, patientId, form)).unwrap();
      notify.success(messages.vaccinationSaved);
      return 'saved';
    } catch (error) {
      if (isUnauthorized(error)) return 'expired';
      notify.error(errorMessage(error).message);
      return 'failed';
    } finally {
      dispatch(setLoading({ loading: false, otp: false }));
      setBusy(false);
    }
  }

  return { save, busy };
}

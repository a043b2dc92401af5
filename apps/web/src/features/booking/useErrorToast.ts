import { useEffect } from 'react';
import { errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';

/** Spec §8: a failed list call (doctors, clinics, specialities, banner) shows its message as an error. */
export function useErrorToast(error: unknown) {
  useEffect(() => {
    if (error) notify.error(errorMessage(error).message);
  }, [error]);
}

import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The e-signature statement printed at a prescription's foot (the guidelines accept a digital
 * signature in place of a scanned one): the doctor who confirmed it, their registration, and the
 * moment, in India's time. Stored with the prescription, so it is what was signed, not re-derived.
 */
export const signatureOf = (doctorName: string, registrationNumber: string, at: Date) =>
  `Electronically signed by ${doctorName} (Reg. no. ${registrationNumber}) on ${format(
    new TZDate(at.getTime(), CLINIC_TIME_ZONE),
    'd MMM yyyy, hh:mm a',
  )} IST.`;

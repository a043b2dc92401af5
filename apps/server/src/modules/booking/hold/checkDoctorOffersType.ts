import { messages } from '@app/contract/messages';
import { badRequest } from '../../../lib/errors';

/** The doctor must offer the consult type asked for (the listing only shows those; a request may not). */
export function checkDoctorOffersType(doctor: { consultTypes: readonly string[] }, consultType: string) {
  if (!doctor.consultTypes.includes(consultType)) throw badRequest(messages.consultTypeNotOffered, 'consultType');
}

/**
 * Why a consultation screen has nothing to show: no consultation in the session, or the server
 * does not know it for this account (404), or it is no longer active; else the call failed and
 * may be tried again.
 */
import { messages } from '@app/contract/messages';
import type { ConsultationResponse } from '@app/contract/schemas/consultation';
import { enConsultation } from '../../i18n/enConsultation';
import { errorMessage, isRefusal } from '../../lib/http';

export interface Problem {
  message: string;
  /** The call may work a second time (network, server); else the way out is back to the start. */
  retry: boolean;
}

export function problemOf(
  appReqId: number | undefined,
  error: unknown,
  consultation: ConsultationResponse['data'] | undefined,
): Problem | undefined {
  if (appReqId === undefined) return { message: messages.consultationNotFound, retry: false };
  if (error) {
    const { status, message } = errorMessage(error);
    if (status === 404) return { message: messages.consultationNotFound, retry: false };
    if (isRefusal(status)) return { message, retry: false };
    return { message: status === 0 ? message : enConsultation.loadFailed, retry: true };
  }
  if (!consultation) return undefined;
  if (consultation.status === 'held') return { message: messages.consultationNotPaid, retry: false };
  if (consultation.status === 'released' || consultation.status === 'cancelled')
    return { message: enConsultation.notActive, retry: false };
  return undefined;
}

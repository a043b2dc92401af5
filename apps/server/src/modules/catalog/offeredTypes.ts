import { type ConsultType, EMERGENCY } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import { badRequest } from '../../lib/errors';

/**
 * Refuses a consult type parents are not offered (ENABLED_CONSULT_TYPES): an emergency with the
 * call-112 message, since a parent asking for one needs help now, any other with "not available
 * yet". The field is the one the request named the type in.
 */
export function checkTypeOffered(offered: readonly ConsultType[], type: string, field: string) {
  if ((offered as readonly string[]).includes(type)) return;
  throw badRequest(type === EMERGENCY ? messages.emergencyNotBooked : messages.consultTypeUnavailable, field);
}

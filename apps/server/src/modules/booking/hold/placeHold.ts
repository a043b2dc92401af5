import { messages } from '@app/contract/messages';
import { isUniqueViolation } from '../../../lib/databaseErrors';
import { conflict } from '../../../lib/errors';
import type { ConsultationsService, HoldRequest } from '../../consultations';

/**
 * Holds the slot for the member. The same member asking again for the slot they hold gets the
 * same hold; anyone else gets 409. The database's unique index decides races: a loser of a race
 * with the same member's other request gets that request's hold.
 */
export async function placeHold(
  consultations: Pick<ConsultationsService, 'hold' | 'ownLiveHold'>,
  req: HoldRequest,
): Promise<{ consultationId: number; holdExpiresAt: Date }> {
  try {
    const result = await consultations.hold(req);
    if (!result.placed && result.reason === 'taken') throw conflict(messages.slotTaken);
    return { consultationId: result.id, holdExpiresAt: result.holdExpiresAt };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const mine = await consultations.ownLiveHold(req.memberId, req.doctorId, req.slotStart);
    if (mine?.holdExpiresAt) return { consultationId: mine.id, holdExpiresAt: mine.holdExpiresAt };
    throw conflict(messages.slotTaken);
  }
}

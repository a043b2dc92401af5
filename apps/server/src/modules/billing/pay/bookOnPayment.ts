import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/databaseErrors';
import { type ConsultationsService, TransitionRefused } from '../../consultations';

/**
 * A successful payment books its consultation, inside the order's transaction. A savepoint keeps
 * a failed booking from undoing the order: when the hold had lapsed and the slot went to someone
 * else (the unique index of live slots refuses it), or the consultation can no longer be booked,
 * the consultation is marked refunded and so is the order ('Refund').
 */
export async function bookOnPayment(
  tx: Db,
  consultations: Pick<ConsultationsService, 'book' | 'markRefunded'>,
  consultationId: number,
  onRefund: () => void,
): Promise<'Success' | 'Refund'> {
  try {
    await tx.transaction(async (sp) => {
      await consultations.book(consultationId, { tx: sp });
    });
    return 'Success';
  } catch (e) {
    if (!isUniqueViolation(e) && !(e instanceof TransitionRefused)) throw e;
    onRefund();
    try {
      await consultations.markRefunded(consultationId, { tx });
    } catch (refused) {
      // The order's Refund is what pays the money back; a consultation that cannot say so stays as it is.
      if (!(refused instanceof TransitionRefused)) throw refused;
    }
    return 'Refund';
  }
}

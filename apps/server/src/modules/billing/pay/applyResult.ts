import type { Db } from '../../../db/client';
import type { OrderStatus } from '../../../db/schema';
import { TransitionRefused } from '../../consultations';
import * as repo from '../billing.repo';
import type { BillingServiceDeps } from '../billing.service';
import { type Transition, transition } from '../orderStatus';
import { bookOnPayment } from './bookOnPayment';

export type GatewayResult = 'Success' | 'Failure' | 'Aborted';

/** What applyResult did: the order's status after it, and whether the result changed anything. */
export interface Applied {
  status: OrderStatus;
  change: Transition;
}

/**
 * Applies a gateway result once, in one transaction with the booking: a success books the held
 * slot (or marks a refund, see bookOnPayment); a failure releases the hold if it is still one; a
 * cancel (Aborted) leaves the hold to its expiry, for 'Resume payment'. A plan's order has no hold:
 * its success is the plan's grant, made by `onPaid` in the same transaction.
 * Replays change nothing. The database steps are covered by billing.int.test.ts.
 */
export async function applyResult(
  deps: Pick<BillingServiceDeps, 'db' | 'now' | 'consultations' | 'log'>,
  order: repo.OrderRow,
  result: GatewayResult,
  transactionId: string,
  /**
   * Also done in the transaction when a success is applied (the receipt; a plan's grant; the
   * booking's confirmation when `status` is Success, not Refund).
   */
  onPaid?: (tx: Db, status: 'Success' | 'Refund') => Promise<unknown>,
): Promise<Applied> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<Applied> => {
    const current = (await repo.lockOrder(tx, order.id)) ?? order.status;
    const change = transition(current, result);
    if (change !== 'apply') return { status: current, change };
    if (result !== 'Success') {
      await repo.setOrderStatus(tx, order.id, result, transactionId, now);
      // Cancelled on the gateway's page: the hold stays for its minutes, so the parent can resume
      // (or cancel) the payment from the home. A failure ends it at once.
      if (result === 'Failure' && order.consultationId !== null) {
        await releaseUnpaid(deps, tx, order.consultationId);
      }
      return { status: result, change };
    }
    const status =
      order.consultationId === null
        ? 'Success'
        : await bookOnPayment(tx, deps.consultations, order.consultationId, () =>
            deps.log.warn({ order: order.uniqueId }, 'paid after the hold lapsed and the slot was taken: refund due'),
          );
    await repo.setOrderStatus(tx, order.id, status, transactionId, now);
    // Money was received, even when the slot went to someone else meanwhile (a refund follows).
    await onPaid?.(tx, status);
    return { status, change };
  });
}

/** A failed payment frees the hold; a consultation already past held stays as it is. */
async function releaseUnpaid(deps: Pick<BillingServiceDeps, 'consultations'>, tx: Db, consultationId: number) {
  try {
    await deps.consultations.release(consultationId, { tx });
  } catch (e) {
    if (!(e instanceof TransitionRefused)) throw e;
  }
}

/**
 * The order being paid, kept in the Temp slice under `billing` (persisted in the session, so a
 * reload of the payment page resumes polling its status).
 */
import type { FreeState } from '../../app/state';

export interface PendingPayment {
  uniqueId: string;
  /** The consultation request it pays for (a new hold starts afresh). */
  appReqId: number;
  /** When polling started (ms since the epoch): the ticks already spent after a reload. */
  startedAt: number;
}

export function pendingOf(temp: FreeState): PendingPayment | undefined {
  const saved = temp.billing as Partial<PendingPayment> | undefined;
  if (typeof saved !== 'object' || saved === null) return undefined;
  if (typeof saved.uniqueId !== 'string' || typeof saved.appReqId !== 'number' || typeof saved.startedAt !== 'number')
    return undefined;
  return { uniqueId: saved.uniqueId, appReqId: saved.appReqId, startedAt: saved.startedAt };
}

export function withPending(temp: FreeState, pending: PendingPayment | undefined): FreeState {
  const { billing: _old, ...rest } = temp;
  return pending ? { ...rest, billing: pending } : rest;
}

import { HOLD_MINUTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { orders } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import type { PayableConsultation } from '../../consultations';
import * as repo from '../billing.repo';
import type { BillingServiceDeps } from '../billing.service';
import { consultationPrice } from '../orderStatus';

type Deps = Pick<BillingServiceDeps, 'db' | 'now' | 'config' | 'plans' | 'consultations'>;
type Window = NonNullable<Awaited<ReturnType<BillingServiceDeps['plans']['benefitFor']>>>;
type Consultation = Pick<PayableConsultation, 'id' | 'feePaise' | 'consultType'>;

/**
 * The benefits counted as used: paid, or ordered and still within the hold's minutes; one whose
 * consultation was cancelled (or never took place) is given back.
 */
async function usedOf(deps: Deps, accountId: number, window: Window, except: number) {
  const ids = await repo.benefitConsultations(deps.db, {
    accountId,
    benefit: window.benefit,
    since: window.since,
    openSince: new Date(deps.now().getTime() - HOLD_MINUTES * 60_000),
    except,
  });
  // In the order's transaction when there is one (PGlite has one connection: never a second).
  const undone = new Set(await deps.consultations.undoneAmong(ids, { tx: deps.db }));
  return ids.filter((id) => !undone.has(id)).length;
}

/**
 * A consultation's price for this account: the doctor's fee with GST, and the whole of it as a
 * discount when the account's running plan still has a free consultation this month (or a free
 * follow-up this period) to pay for it. `benefit` says which, for the order to record.
 */
export async function consultationPricing(deps: Deps, accountId: number, c: Consultation) {
  const gstPercent = deps.config.CONSULTATION_GST_PERCENT;
  const window = await deps.plans.benefitFor(accountId, c.consultType);
  if (window && (await usedOf(deps, accountId, window, c.id)) < window.allowance) {
    return { ...consultationPrice(c.feePaise, { gstPercent, discountPaise: Number.MAX_SAFE_INTEGER }), window };
  }
  return { ...consultationPrice(c.feePaise, { gstPercent }), window: undefined };
}

/**
 * Records a consultation's order. One the plan pays for is counted again under a lock on the
 * account's benefits, so two holds ordered at once never both take the month's last free one
 * (the second is told, and asked to price it again).
 */
export async function insertConsultationOrder(
  deps: Deps,
  row: typeof orders.$inferInsert & { consultationId: number },
  window: Window | undefined,
): Promise<repo.OrderRow> {
  if (!window) return repo.insertOrder(deps.db, row);
  return deps.db.transaction(async (tx) => {
    await repo.lockAccountBenefits(tx, row.accountId);
    const used = await usedOf({ ...deps, db: tx }, row.accountId, window, row.consultationId);
    if (used >= window.allowance) throw conflict(messages.planBenefitUsedUp);
    return repo.insertOrder(tx, { ...row, planBenefit: window.benefit });
  });
}

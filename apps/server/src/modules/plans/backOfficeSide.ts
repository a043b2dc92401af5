import { messages } from '@app/contract/messages';
import type { SavePlanRequest } from '@app/contract/schemas/adminPlans';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { type Actor, type Change, recordChange } from '../audit';
import * as repo from './plans.repo';

/** What the entitlement reads from the plan's row for every period held: fixed once one is sold. */
const TERMS = ['children', 'freeConsultationsPerMonth', 'freeFollowUps'] as const;

/**
 * The plans on sale as the back office keeps them (decision 0056): added, edited, retired — never
 * deleted, since orders and held periods point to them. Each change runs in one transaction with
 * its audit record. A period already bought keeps what it was sold with: its dates are its own, its
 * price is its order's, and what it gives is refused a change once any period of the plan exists.
 */
export function backOfficeSide(deps: { db: Db; now: () => Date }) {
  const audited = <T>(actor: Actor, step: (tx: Db) => Promise<{ result: T; change: Change }>) =>
    deps.db.transaction(async (tx) => {
      const { result, change } = await step(tx);
      await recordChange(tx, actor, deps.now(), change);
      return result;
    });

  /** The plan for a change, its row taken until the transaction ends (404 when unknown, 409 when retired). */
  async function planToChange(tx: Db, id: number) {
    if (!(await repo.lockPlan(tx, id))) throw notFound(messages.adminPlanNotFound);
    const before = (await repo.adminPlanById(tx, id)) as repo.AdminPlanRow;
    return { before, sold: await repo.periodsSold(tx, id) };
  }

  return {
    plans: () => repo.allPlans(deps.db),

    save: (actor: Actor, req: z.output<typeof SavePlanRequest>) =>
      audited(actor, async (tx) => {
        const fields: repo.PlanFields = {
          name: req.name,
          description: req.description?.trim() ?? '',
          pricePaise: toPaise(req.price),
          durationDays: req.durationDays,
          children: req.children,
          freeConsultationsPerMonth: req.freeConsultationsPerMonth,
          freeFollowUps: req.freeFollowUps,
          position: req.order,
        };
        const changing = req.planID === undefined ? undefined : await planToChange(tx, req.planID);
        if (changing?.before.retiredAt) throw conflict(messages.adminRetiredUnchanged);
        if (changing && changing.sold > 0 && TERMS.some((term) => fields[term] !== changing.before[term]))
          throw conflict(messages.adminPlanTermsSold(changing.sold));
        if ((await repo.servingPlanNamed(tx, req.name, req.planID)) !== undefined)
          throw new AppError(409, messages.adminPlanExists, 'name');
        const id = changing ? changing.before.id : await repo.insertPlan(tx, fields);
        if (changing) await repo.updatePlan(tx, id, fields);
        const after = (await repo.adminPlanById(tx, id)) as repo.AdminPlanRow;
        const before = changing?.before;
        const action = before ? 'plan.updated' : 'plan.created';
        return { result: after, change: { action, entity: 'plan', entityId: id, before, after } };
      }),

    /** Off sale at once; the periods accounts hold run to their end (entitlement reads any plan). */
    retire: (actor: Actor, id: number) =>
      audited(actor, async (tx) => {
        const { before } = await planToChange(tx, id);
        if (before.retiredAt) throw conflict(messages.adminAlreadyRetired);
        await repo.retirePlan(tx, id, deps.now());
        const after = await repo.adminPlanById(tx, id);
        return { result: undefined, change: { action: 'plan.retired', entity: 'plan', entityId: id, before, after } };
      }),
  };
}

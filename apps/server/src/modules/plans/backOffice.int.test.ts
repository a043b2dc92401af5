import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { PLAN_PRICE_CEILING_RUPEES } from '@app/contract/schemas/adminPlans';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/builders';
import { callRoute } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { signedInOperator } from '../../test/operators';
import { buyPlan, plansOnSale } from '../../test/plans';
import { trackerChild } from '../../test/trackerChild';
import { plans } from './plans.schema';

type Operator = Awaited<ReturnType<typeof signedInOperator>>;
type Parent = { authToken: string; userID: number };

describe.each(dbKinds())('care plans kept in the back office on %s', (kind) => {
  let t: TestApp;
  let operator: Operator;
  let owner: Operator;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    operator = await signedInOperator(t, 'operator');
    owner = await signedInOperator(t, 'owner');
  });
  afterAll(async () => t?.close());

  let serial = 0;
  const planBody = (change: Record<string, unknown> = {}) => ({
    name: `Care ${++serial}`,
    description: 'The tracker and two follow-ups, for a year.',
    price: 1499.5,
    durationDays: 365,
    children: 2,
    freeConsultationsPerMonth: 1,
    freeFollowUps: 2,
    order: 5,
    ...change,
  });
  const save = (body: Record<string, unknown>, token = operator.token) =>
    callRoute(t.app, routes.adminSavePlan, { token, invalidBody: body });
  const added = async (change: Record<string, unknown> = {}) => {
    const res = await save(planBody(change));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().plan as { planID: number; name: string; sold: number };
  };
  const retire = (planID: number) =>
    callRoute(t.app, routes.adminRetirePlan, { token: operator.token, body: { planID } });
  const parent = () => trackerChild(t, { dob: '2025-11-22', kind: 'registered' });
  const lookup = (p: Parent, id: number) =>
    t.app.inject({
      url: `/api/Cart/GetItemsById?${new URLSearchParams({ id: String(id), userId: String(p.userID), productType: 'PLAN' })}`,
      headers: { authtoken: p.authToken },
    });
  const addWeight = (p: Parent, date: string) =>
    callRoute(t.app, routes.addGrowthData, {
      token: p.authToken,
      body: { userId: p.userID, Author: p.userID, PatientID: p.userID, achievedDate: date, Weight: 9.5 },
    });
  const auditOf = async (entityID: number) => {
    const res = await callRoute(t.app, routes.adminAuditLog, {
      token: owner.token,
      query: { entity: 'plan', entityID },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { action: string; actor: { name: string }; before: unknown; after: unknown }[];
  };

  it('a new plan is on sale at once: on the plans screen and in the price lookup, in paise inside', async () => {
    const plan = await added({ name: 'Twins Care Annual', order: 0 });
    expect(plan).toMatchObject({ price: 1499.5, children: 2, sold: 0, retiredAt: null });
    const p = await parent();
    const listed = (await plansOnSale(t, p)).data.find((x) => x.planId === plan.planID);
    expect(listed).toMatchObject({ planName: 'Twins Care Annual', amount: 1499.5, total: 1499.5, children: 2 });
    const priced = await lookup(p, plan.planID);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ planName: 'Twins Care Annual', planCostAnnual: 1499.5 });
    const [row] = await t.database.db
      .select({ pricePaise: plans.pricePaise })
      .from(plans)
      .where(eq(plans.id, plan.planID));
    expect(row).toEqual({ pricePaise: 149_950 });

    const list = await callRoute(t.app, routes.adminPlans, { token: operator.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.checked?.data.find((x) => x.planID === plan.planID)).toMatchObject({ order: 0, freeFollowUps: 2 });
  });

  it('an edit shows to parents at once; a sold plan keeps what it gives, its price and length change for new sales', async () => {
    const plan = await added();
    const edited = await save({
      ...planBody({ name: 'Care Plus', price: 999, durationDays: 30 }),
      planID: plan.planID,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const p = await parent();
    expect((await plansOnSale(t, p)).data.find((x) => x.planId === plan.planID)).toMatchObject({
      planName: 'Care Plus',
      amount: 999,
      durationDays: 30,
    });

    await buyPlan(t, p, plan.planID);
    const sold = (await callRoute(t.app, routes.adminPlans, { token: operator.token })).checked?.data.find(
      (x) => x.planID === plan.planID,
    );
    expect(sold?.sold).toBe(1);
    const terms = await save({ ...planBody({ name: 'Care Plus', children: 1 }), planID: plan.planID });
    expect(terms.statusCode).toBe(409);
    expect(terms.json().message).toBe(messages.adminPlanTermsSold(1));

    const repriced = await save({
      ...planBody({ name: 'Care Plus', price: 1299, durationDays: 90 }),
      planID: plan.planID,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await lookup(p, plan.planID)).json()).toMatchObject({ planCostAnnual: 1299, planDuration: '90 days' });
    // The period bought keeps its 30 days.
    const held = (await plansOnSale(t, p)).held.filter((h) => h.planId === plan.planID);
    expect(held).toEqual([expect.objectContaining({ startsOn: '2026-11-22', endsOn: '2026-12-21' })]);
  });

  it('a retired plan is off sale (404) but the account holding it keeps its period', async () => {
    const plan = await added();
    const p = await parent();
    await buyPlan(t, p, plan.planID);
    const res = await retire(plan.planID);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.adminPlanRetired);

    expect((await plansOnSale(t, p)).data.map((x) => x.planId)).not.toContain(plan.planID);
    const gone = await lookup(p, plan.planID);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.planRetired);
    expect((await addWeight(p, '2026-11-22')).statusCode).toBe(200);
    const mine = await callRoute(t.app, routes.getUserPlans, { token: p.authToken, query: {} });
    expect(mine.json()).toMatchObject({ isPlan: 1, data: [{ planId: plan.planID }] });

    // Still listed for operators, not changed again, not retired twice; never deleted.
    const list = (await callRoute(t.app, routes.adminPlans, { token: operator.token })).checked?.data;
    expect(list?.find((x) => x.planID === plan.planID)?.retiredAt).toBe(t.clock.now().toISOString());
    const again = await retire(plan.planID);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.adminAlreadyRetired);
    const edit = await save({ ...planBody(), planID: plan.planID });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(messages.adminRetiredUnchanged);
  });

  it('404 for an unknown plan, 409 for a name already on sale', async () => {
    for (const res of [await retire(999_999), await save({ ...planBody(), planID: 999_999 })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.adminPlanNotFound);
    }
    const plan = await added({ name: 'Newborn Care' });
    const twin = await save(planBody({ name: 'newborn care' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ message: messages.adminPlanExists, field: 'name' });
    // Its own name is no clash; once retired, the name is free for a new plan.
    expect((await save({ ...planBody({ name: 'Newborn Care' }), planID: plan.planID })).statusCode).toBe(200);
    await retire(plan.planID);
    expect((await save(planBody({ name: 'Newborn Care' }))).statusCode).toBe(200);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Care\u0000Plan' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ description: 'x'.repeat(301) }, 'description'],
      [{ price: -1 }, 'price'],
      [{ price: PLAN_PRICE_CEILING_RUPEES + 1 }, 'price'],
      [{ price: 10.005 }, 'price'],
      [{ price: '999' }, 'price'],
      [{ durationDays: 0 }, 'durationDays'],
      [{ durationDays: 3661 }, 'durationDays'],
      [{ durationDays: 1.5 }, 'durationDays'],
      [{ children: 0 }, 'children'],
      [{ freeConsultationsPerMonth: -1 }, 'freeConsultationsPerMonth'],
      [{ freeFollowUps: -1 }, 'freeFollowUps'],
      [{ freeFollowUps: 40_000 }, 'freeFollowUps'],
      [{ order: -1 }, 'order'],
      [{ planID: 'abc' }, 'planID'],
    ];
    for (const [change, field] of cases) {
      const res = await save(planBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().field, JSON.stringify(change)).toBe(field);
    }
    // The edges are accepted: free, one day, ten years, nothing free.
    for (const change of [
      { price: 0 },
      { durationDays: 1 },
      { durationDays: 3660, price: PLAN_PRICE_CEILING_RUPEES },
    ]) {
      const res = await save(planBody({ ...change, freeConsultationsPerMonth: 0, freeFollowUps: 0 }));
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
    }
  });

  it('writes the audit record with the change, in its transaction', async () => {
    const plan = await added({ name: 'Audited Care' });
    await save({ ...planBody({ name: 'Audited Care', price: 2000 }), planID: plan.planID });
    await retire(plan.planID);
    const audit = await auditOf(plan.planID);
    expect(audit.map((a) => a.action)).toEqual(['plan.retired', 'plan.updated', 'plan.created']);
    expect(audit[0]?.actor.name).toBe(operator.operator.name);
    expect(audit[1]?.before).toMatchObject({ pricePaise: 149_950 });
    expect(audit[1]?.after).toMatchObject({ pricePaise: 200_000 });
    expect(audit[2]?.before).toBeNull();

    await t.database.db.execute(sql`create or replace function fail_plan_audit() returns trigger language plpgsql as $$
      begin if new.action = 'plan.created' then raise exception 'audit refused'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger plan_audit_fails before insert on audit_log for each row execute function fail_plan_audit()`,
    );
    try {
      const res = await save(planBody({ name: 'Never Saved Care' }));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger plan_audit_fails on audit_log`);
    }
    const names = (await callRoute(t.app, routes.adminPlans, { token: operator.token })).checked?.data.map(
      (p) => p.name,
    );
    expect(names).not.toContain('Never Saved Care');
  });
});

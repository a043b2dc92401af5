import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDoctor, buildDuty, buildParent, buildQueuedConsultation } from '../db/builders';
import { refunds } from '../db/schema';
import { consultations } from '../modules/consultations/consultations.schema';
import { createGateways } from '../providers/payments';
import type { SmsMessage } from '../providers/sms';
import { consoleSignIn } from '../test/bookings';
import { buildTestApp, type TestApp } from '../test/builders';
import { routeCaller } from '../test/callRoute';
import { dbKinds } from '../test/db';
import { type QueueSweepDeps, sweepQueueOnce } from './queue';

describe.each(dbKinds())("the queue's sweeps on %s", (kind) => {
  let t: TestApp;
  let deps: QueueSweepDeps;
  /** Every SMS the sweeps send, duplicates included (the console provider would drop a repeated key). */
  const sent: SmsMessage[] = [];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    deps = {
      db: t.database.db,
      now: t.clock.now,
      config: t.config,
      gateways: createGateways(t.config),
      sms: { name: 'counting', send: async (m) => void sent.push(m) },
      log: { info() {}, warn() {}, error() {} },
    };
  });
  afterAll(async () => t?.close());
  // Every test starts with an empty queue and no calls in progress (set aside, not refunded).
  beforeEach(async () => {
    await t.database.db
      .update(consultations)
      .set({ status: 'released' })
      .where(and(eq(consultations.kind, 'instant'), inArray(consultations.status, ['booked', 'in_progress'])));
    sent.length = 0;
  });

  const call = routeCaller(() => t.app);
  const db = () => t.database.db;
  const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
  const rowOf = async (id: number) => (await db().select().from(consultations).where(eq(consultations.id, id)))[0];
  async function place(queuedMinutesAgo: number) {
    const parent = await buildParent(db());
    const c = await buildQueuedConsultation(db(), { parent, queuedAt: minutesAgo(queuedMinutesAgo) });
    return { ...c, phone: parent.phoneE164 };
  }
  const refundsOf = (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));

  it('sends an unanswered call back behind the next parent once, then refunds it with an SMS', async () => {
    const doctor = await buildDoctor(db(), { consultTypes: ['video'] });
    await buildDuty(db(), doctor, { types: ['video'], seenAt: t.clock.now() });
    const token = await consoleSignIn(t, doctor);
    const first = await place(10);
    const next = await place(5);
    const last = await place(2);
    expect((await call(routes.consoleTakeNext, { token })).checked?.appReqId).toBe(first.id);

    // Answered in time is not swept: 120 s is allowed.
    t.clock.advance(120_000);
    expect(await sweepQueueOnce(deps)).toEqual({ requeued: 0, refunded: 0 });
    t.clock.advance(1_000);
    expect(await sweepQueueOnce(deps)).toEqual({ requeued: 1, refunded: 0 });
    const back = await rowOf(first.id);
    expect(back).toMatchObject({
      status: 'booked',
      doctorId: null,
      clinicId: null,
      calledAt: null,
      roomName: null,
      callStartedAt: null,
      queueSkips: 1,
    });
    expect(back?.queuedAt?.getTime()).toBe((next.queuedAt?.getTime() ?? 0) + 1);
    await buildDuty(db(), doctor, { types: ['video'], seenAt: t.clock.now() });
    const queue = await call(routes.consoleQueue, { token });
    expect(queue.checked?.waiting.map((w) => w.appReqId)).toEqual([next.id, first.id, last.id]);

    // The next parent answers (the waiting room saw them after the call); the sent-back one does not, again.
    expect((await call(routes.consoleTakeNext, { token })).checked?.appReqId).toBe(next.id);
    t.clock.advance(1_000);
    expect((await call(routes.consoleTakeNext, { token })).checked?.appReqId).toBe(first.id);
    await db().update(consultations).set({ parentSeenAt: t.clock.now() }).where(eq(consultations.id, next.id));
    t.clock.advance(121_000);
    expect(await sweepQueueOnce(deps)).toEqual({ requeued: 0, refunded: 1 });
    expect((await rowOf(first.id))?.status).toBe('refunded');
    expect((await rowOf(next.id))?.status).toBe('in_progress');
    expect(await refundsOf(first.order.id)).toMatchObject([{ status: 'processed', amountPaise: 29_900 }]);
    expect(sent).toEqual([
      {
        to: first.phone,
        text: messages.queueNoAnswerSms('₹299'),
        template: { kind: 'queueNoAnswer', vars: { amount: '₹299' } },
        idempotencyKey: `queue-refund:${first.id}`,
      },
    ]);
    expect(await sweepQueueOnce(deps)).toEqual({ requeued: 0, refunded: 0 });
    expect(sent).toHaveLength(1);
  });

  it('refunds a place nobody took within 30 minutes, once, with an apology, even swept twice at once', async () => {
    const late = await place(29);
    const fresh = await place(10);
    expect(await sweepQueueOnce(deps)).toEqual({ requeued: 0, refunded: 0 });
    t.clock.advance(2 * 60_000);
    const both = await Promise.all([sweepQueueOnce(deps), sweepQueueOnce(deps)]);
    expect(both.map((r) => r.refunded).sort()).toEqual([0, 1]);
    expect(await sweepQueueOnce(deps)).toEqual({ requeued: 0, refunded: 0 });
    expect((await rowOf(late.id))?.status).toBe('refunded');
    expect((await rowOf(fresh.id))?.status).toBe('booked');
    expect(await refundsOf(late.order.id)).toHaveLength(1);
    expect(sent).toEqual([
      {
        to: late.phone,
        text: messages.queueExpiredSms(30, '₹299'),
        template: { kind: 'queueExpired', vars: { minutes: '30', amount: '₹299' } },
        idempotencyKey: `queue-refund:${late.id}`,
      },
    ]);
  });
});

import { addDays, todayInIndia } from '@app/contract/calendar';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, buildConsultation } from '../../db/builders';
import { members } from '../../db/schema';
import { bookedConsultation, consoleSignIn, holdSlot, moveClockTo } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';

/**
 * The doctors a member may follow up with are kept by the listing for a moment (KEPT_FOLLOWUPS_MS)
 * and read again after a completion in the process; the process's other writes (holds,
 * payments) leave the kept read alone.
 */
describe.each(dbKinds())("a member's follow-up doctors kept by the listing on %s", (kind) => {
  let t: TestApp;
  let catalog: Awaited<ReturnType<typeof buildCatalog>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    catalog = await buildCatalog(t.database.db, { doctors: 2, doctor: { consultTypes: ['video', 'follow up'] } });
  });
  afterAll(async () => t?.close());
  const call = routeCaller(() => t.app);

  it('are read again after a completion here, and kept across holds and payments', async () => {
    const b = await bookedConsultation(t, { consultType: 'video' });
    moveClockTo(t, new Date(b.slotStart.getTime() - 300_000));
    const followUps = async () =>
      (
        await call(routes.getAllDoctorSlot, {
          query: {
            dt: addDays(todayInIndia(t.clock.now()), 1),
            appointmentType: 'follow up',
            PatientId: String(b.memberId),
          },
          token: b.parent.authToken,
        })
      ).checked?.data.map((c) => c.doctorID);
    expect(await followUps()).toEqual([]);

    // The doctor completes the call in this process: the next listing, the same second, has them.
    const doctor = await consoleSignIn(t, b.doctorId);
    for (const route of [routes.consoleStartVideo, routes.consoleComplete])
      expect((await call(route, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(200);
    expect(await followUps()).toEqual([b.doctorId]);

    // A completion written elsewhere (another process, a script): this process's hold and payment
    // since do not make the listing read again; the next minute of the app's clock does.
    const other = catalog.doctors.find((d) => d.id !== b.doctorId);
    if (!other) throw new Error('two doctors were built');
    const [self] = await t.database.db.select().from(members).where(eq(members.id, b.memberId));
    if (!self) throw new Error('the member exists');
    await buildConsultation(t.database.db, {
      parent: { accountId: self.accountId, selfId: self.id },
      doctor: other,
      slotStart: new Date(t.clock.now().getTime() - 86_400_000),
      status: 'completed',
    });
    await bookedConsultation(t, { consultType: 'video', parent: b.parent });
    await holdSlot(t, { consultType: 'video', parent: b.parent });
    expect(await followUps()).toEqual([b.doctorId]);
    t.clock.advance(60_000);
    expect((await followUps())?.sort()).toEqual([b.doctorId, other.id].sort());
  });
});

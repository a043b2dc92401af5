import { addDays, todayInIndia } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { routes } from '@app/contract/routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildClinic, buildConsultation, buildDoctor, buildParent } from '../../db/builders';
import { type Database, openPostgres } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { liveOccupiedOf } from '../consultations';
import { instantOf } from './slots';

/**
 * Listings under load on PostgreSQL take the occupied slots this process has heard (LISTEN,
 * consultations/liveOccupied.ts) instead of asking: what another process books or releases is in
 * every one of them within a second, as in a quiet listing.
 */
describe.skipIf(!inject('postgresUrl'))('listings under load on PostgreSQL', () => {
  let t: TestApp;
  let call: ReturnType<typeof routeCaller>;
  /** Another pool on the app's database: another server process's writes. */
  let other: Database;
  let doctor: Awaited<ReturnType<typeof buildDoctor>>;
  let tomorrow: string;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    call = routeCaller(() => t.app);
    other = await openPostgres((t.database as Database & { url: string }).url, () => {});
    tomorrow = addDays(todayInIndia(t.clock.now()), 1);
    doctor = await buildDoctor(t.database.db, { clinicId: (await buildClinic(t.database.db)).id });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** The doctor's free video slots tomorrow in `n` listings made at once (the later ones under load). */
  async function listedAtOnce(n: number) {
    const query = { dt: tomorrow, appointmentType: 'video', doctorId: String(doctor.id), pageSize: '50' };
    const answers = await Promise.all(Array.from({ length: n }, () => call(routes.getAllDoctorSlot, { query })));
    return answers.map((a) => a.checked?.data.flatMap((c) => c.Slots.map((s) => s.slot)) ?? []);
  }

  /**
   * Until every one of 30 listings made at once says `ok`: how long after the call those listings
   * were asked (ms; a slow machine's time to answer them is not counted).
   */
  async function allListingsWithin(ms: number, ok: (slots: string[]) => boolean) {
    const started = performance.now();
    for (;;) {
      const asked = performance.now() - started;
      if (asked > ms) throw new Error(`not every listing agreed within ${ms} ms`);
      if ((await listedAtOnce(30)).every(ok)) return asked;
    }
  }

  it('shows a slot another process booked, then released, in every listing within a second', async () => {
    const [quiet] = await listedAtOnce(1);
    const first = quiet?.[0];
    if (!first) throw new Error('no free slot tomorrow');
    // Every listing under load starts the process's live index; it is soon listening.
    await listedAtOnce(30);
    await expect.poll(() => liveOccupiedOf(t.database.db, t.clock.now).ready, { timeout: 2_000 }).toBe(true);

    const parent = await buildParent(other.db);
    const booked = await buildConsultation(other.db, {
      parent,
      doctor,
      slotStart: instantOf(tomorrow, 8 * 60, CLINIC_TIME_ZONE),
      status: 'booked',
    });
    expect(await allListingsWithin(1_000, (slots) => !slots.includes(first))).toBeLessThan(1_000);

    await other.db.execute(sql`update consultations set status = 'cancelled' where id = ${booked.id}`);
    expect(await allListingsWithin(1_000, (slots) => slots[0] === first)).toBeLessThan(1_000);
  });
});

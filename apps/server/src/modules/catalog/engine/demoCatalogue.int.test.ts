import { CLINIC_TIME_ZONE, REASONS } from '@app/contract/constants';
import { offeredConsultTypes } from '@app/contract/consultTypes';
import { routes } from '@app/contract/routes';
import { DoctorSlotResponse } from '@app/contract/schemas/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParent } from '../../../db/builders';
import { seedCatalog } from '../../../db/demo/catalog';
import { doctorSchedules, doctors } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/builders';
import { routeCaller } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { consultations } from '../../consultations/consultations.schema';
import * as repo from '../catalog.repo';
import { toListingResponse } from '../catalog.wire';
import { dateWindow, weekdayOf } from '../slots';
import { rowsOfCards } from './book';
import type { ListingQuery } from './listing';
import { ruleEngineListing } from './ruleEngineListing';

/**
 * Every schedule of the demo catalogue, listed through the route by the compact engine, against the
 * rule engine over the same rows and the same taken slots: every date of the strip, every offered
 * type and all of them, with and without a reason and a language, a page at a time. Then a
 * schedule changes in the database and the next listing shows it.
 */
describe.each(dbKinds())('the demo catalogue through the compact engine on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof routeCaller>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    call = routeCaller(() => t.app);
    await seedCatalog(t.database.db, { doctors: 60 });
  });
  afterAll(async () => t?.close());

  const offered = (): readonly string[] => offeredConsultTypes(t.config.ENABLED_CONSULT_TYPES);
  const offeredOf = (types: readonly string[]) => types.filter((type) => offered().includes(type));

  /** What the rule engine is given: the rows and the taken slots, read again after each write. */
  let read: Awaited<ReturnType<typeof readDatabase>> | undefined;
  async function readDatabase() {
    const rows = rowsOfCards((await repo.wholeCatalogue(t.database.db)).cards);
    const taken = new Map<number, Set<number>>();
    for (const c of await t.database.db.select().from(consultations))
      if (c.doctorId !== null && c.slotStart)
        taken.set(c.doctorId, (taken.get(c.doctorId) ?? new Set()).add(c.slotStart.getTime()));
    return { rows, taken };
  }

  async function expectSameListing(
    q: Omit<ListingQuery, 'weekday' | 'now' | 'consultTypes' | 'context'> & {
      consultType?: string;
      reason?: string;
    },
  ) {
    read ??= await readDatabase();
    const { rows, taken } = read;
    const expected = ruleEngineListing(
      rows,
      taken,
      {
        ...q,
        weekday: weekdayOf(q.date),
        now: t.clock.now(),
        consultTypes: q.consultType === undefined ? offered() : [q.consultType],
        context: { reason: q.reason as (typeof REASONS)[number] | undefined, language: q.language },
      },
      offeredOf,
    );
    const res = await call(routes.getAllDoctorSlot, {
      query: {
        dt: q.date,
        doctorId: q.doctorId === undefined ? '' : String(q.doctorId),
        appointmentType: q.consultType ?? '',
        type: q.language ?? '',
        qs: q.reason ?? '',
        page: String(q.page),
        pageSize: String(q.pageSize),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual(DoctorSlotResponse.parse(toListingResponse(expected)));
    return expected;
  }

  it('lists every date, type, reason and language as the rule engine did, with slots held and booked', async () => {
    const dates = dateWindow(CLINIC_TIME_ZONE, t.clock.now());
    // Some slots taken: the first free slot of a few doctors on a few dates, held or booked.
    const parent = await buildParent(t.database.db);
    for (const date of dates.slice(0, 4)) {
      const listed = await expectSameListing({ date, page: 1, pageSize: 5 });
      for (const [i, card] of listed.cards.slice(0, 3).entries()) {
        const first = card.slots[0];
        if (!first) continue;
        await t.database.db.insert(consultations).values({
          accountId: parent.accountId,
          memberId: parent.selfId,
          doctorId: card.doctorId,
          clinicId: card.clinicId,
          consultType: 'video',
          slotDate: date,
          slotStart: new Date(first.startsAt),
          slotEnd: new Date(first.startsAt + 15 * 60_000),
          feePaise: 0,
          status: i === 0 ? 'held' : 'booked',
          holdExpiresAt: new Date(t.clock.now().getTime() + 600_000),
        });
        read = undefined;
      }
    }
    let compared = 0;
    for (const date of dates)
      for (const consultType of [undefined, ...offered()])
        for (const fit of [{}, { reason: REASONS[0], language: 'hindi' as const }])
          for (const page of [1, 2]) {
            await expectSameListing({ date, consultType, ...fit, page, pageSize: 20 });
            compared++;
          }
    expect(compared).toBe(dates.length * (offered().length + 1) * 4);
  });

  it('reads the whole catalogue in parts as one read of every doctor would', async () => {
    const doctorIds = (await t.database.db.select({ id: doctors.id }).from(doctors)).map((d) => d.id);
    const { cards: whole } = await repo.wholeCatalogue(t.database.db);
    expect(new Set(whole.map((c) => c.doctorId)).size).toBeGreaterThan(50);
    expect(whole).toEqual(await repo.catalogCards(t.database.db, { doctorIds, clinicIds: [] }));
  });

  it('says which version of the catalogue the whole read is as of', async () => {
    const before = await repo.catalogVersionNow(t.database.db);
    expect((await repo.wholeCatalogue(t.database.db)).version).toBe(before);
    // A change (the triggers move the version on) is in the next whole read, and so is its version.
    const [first] = (await repo.wholeCatalogue(t.database.db)).cards;
    await t.database.db
      .update(doctors)
      .set({ experienceYears: (first?.experienceYears ?? 0) + 1 })
      .where(eq(doctors.id, first?.doctorId as number));
    const after = await repo.wholeCatalogue(t.database.db);
    expect(after.version).toBeGreaterThan(before);
    expect(after.version).toBe(await repo.catalogVersionNow(t.database.db));
    expect(after.cards[0]?.experienceYears).toBe((first?.experienceYears ?? 0) + 1);
  });

  it('shows a schedule changed in the database in the next listing', async () => {
    const date = dateWindow(CLINIC_TIME_ZONE, t.clock.now())[2] as string;
    const before = await expectSameListing({ date, page: 1, pageSize: 1 });
    const doctorId = before.cards[0]?.doctorId as number;
    await t.database.db
      .update(doctorSchedules)
      .set({ startMinute: 21 * 60, endMinute: 22 * 60, slotMinutes: 30 })
      .where(eq(doctorSchedules.doctorId, doctorId));
    read = undefined;
    const after = await expectSameListing({ date, doctorId, page: 1, pageSize: 5 });
    expect(after.cards[0]?.slots.map((s) => s.label)).toEqual(['09:00 PM', '09:30 PM']);
  });
});

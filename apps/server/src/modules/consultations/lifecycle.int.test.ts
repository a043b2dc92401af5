import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsultation, buildDoctor, buildParent } from '../../db/builders';
import type { Database } from '../../db/client';
import { LogTelephonyProvider } from '../../providers/telephony';
import { testConfig } from '../../test/builders';
import { dbKinds, openTestDatabase } from '../../test/db';
import { membersServiceFactory } from '../members';
import { consultations } from './consultations.schema';
import { type ConsultationsService, consultationsServiceFactory } from './consultations.service';
import { TransitionRefused } from './lifecycle';

/** Status writes through the service: each is conditional on where the consultation is. */
describe.each(dbKinds())('the consultation lifecycle on %s', (kind) => {
  let database: Database;
  let service: ConsultationsService;
  const now = new Date('2026-11-22T04:30:00Z');
  let nextSlot = now.getTime() + 3_600_000;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    service = consultationsServiceFactory({
      db: database.db,
      now: () => now,
      config: testConfig(),
      telephony: new LogTelephonyProvider(),
      members: membersServiceFactory({ db: database.db, now: () => now }),
      log: { error() {} },
      onDutyCount: async () => 0,
    });
  });
  afterAll(async () => database?.close());

  async function consultation(status: 'held' | 'booked' | 'completed' = 'booked') {
    const doctor = await buildDoctor(database.db, { consultTypes: ['video'] });
    const parent = await buildParent(database.db);
    nextSlot += 20 * 60_000;
    return {
      ...(await buildConsultation(database.db, { parent, doctor, slotStart: new Date(nextSlot), status })),
      parent,
      doctor,
    };
  }
  const statusOf = async (id: number) =>
    (await database.db.select({ s: consultations.status }).from(consultations).where(eq(consultations.id, id)))[0]?.s;

  it('refuses to release a booked consultation: a late failed payment no longer unbooks it', async () => {
    const c = await consultation('booked');
    await expect(service.release(c.id)).rejects.toBeInstanceOf(TransitionRefused);
    await expect(service.release(c.id)).rejects.toMatchObject({ from: 'booked', to: 'released', statusCode: 409 });
    expect(await statusOf(c.id)).toBe('booked');
  });

  it('starts the call once (in progress, one room), completes it, and keeps it completed', async () => {
    const c = await consultation('booked');
    expect(await service.start(c.id, 'first-room')).toBe('first-room');
    expect(await statusOf(c.id)).toBe('in_progress');
    expect(await service.start(c.id, 'second-room')).toBe('first-room');
    expect(await service.complete(c.id)).toBe('apply');
    expect(await service.complete(c.id)).toBe('same');
    expect(await statusOf(c.id)).toBe('completed');
    expect(await service.start(c.id, 'late-room')).toBeUndefined();
    await expect(service.book(c.id)).rejects.toBeInstanceOf(TransitionRefused);
  });

  it('keeps a slot whose call is in progress: listed as occupied, and no one else can hold it', async () => {
    const c = await consultation('booked');
    await service.start(c.id, null);
    const taken = await service.occupiedSlotStarts([c.doctor.id], new Date(now), new Date(nextSlot + 1));
    expect(taken.get(c.doctor.id)).toEqual(new Set([c.slotStart.getTime()]));
    const other = await buildParent(database.db);
    const placed = await service.hold({
      accountId: other.accountId,
      memberId: other.selfId,
      doctorId: c.doctor.id,
      clinicId: c.doctor.clinicId,
      consultType: 'video',
      slotDate: c.slotDate,
      slotStart: c.slotStart,
      slotEnd: c.slotEnd,
      feePaise: c.feePaise,
    });
    expect(placed).toEqual({ placed: false, reason: 'taken' });
  });

  it('books a hold once, and marks a released hold refunded', async () => {
    const held = await consultation('held');
    expect(await service.book(held.id)).toBe('apply');
    expect(await service.book(held.id)).toBe('same');
    const lapsed = await consultation('held');
    expect(await service.release(lapsed.id)).toBe('apply');
    expect(await service.markRefunded(lapsed.id)).toBe('apply');
    expect(await statusOf(lapsed.id)).toBe('refunded');
  });

  it('reads an unknown consultation as not found, not as a refused move', async () => {
    await expect(service.complete(999_999)).rejects.toMatchObject({ statusCode: 404 });
  });
});

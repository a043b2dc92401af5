import { messages } from '@app/contract/messages';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClinic, buildDoctor, buildDuty, buildParent, buildQueuedConsultation } from '../../db/builders';
import { AppError } from '../../lib/errors';
import { createGateways } from '../../providers/payments';
import { LocalDiskStorage } from '../../providers/storage';
import { createServices } from '../../services';
import { buildTestApp, type TestApp } from '../../test/builders';
import { dbKinds } from '../../test/db';
import { consultations } from '../consultations/consultations.schema';
import type { DoctorSession } from './console.auth';
import { doctorById } from './console.repo';

const DOCTORS = 20;
const PLACES = 100;
const CALLS = 200;

describe.each(dbKinds())('Take next under a race on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it(`gives each of ${PLACES} places to one of ${DOCTORS} doctors pressing ${CALLS} times at once`, async () => {
    const db = t.database.db;
    // The services on the test's pool (PostgreSQL: 10 connections, so the takes really overlap).
    const services = createServices({
      config: t.config,
      db,
      now: t.clock.now,
      sms: t.sms,
      whatsapp: null,
      storage: new LocalDiskStorage('/tmp'),
      gateways: createGateways(t.config),
      telephony: t.telephony,
      background: t.background,
      log: { warn: () => {}, error: () => {} },
    });
    const clinic = await buildClinic(db);
    const sessions: DoctorSession[] = [];
    for (let i = 0; i < DOCTORS; i++) {
      const built = await buildDoctor(db, { clinicId: clinic.id, consultTypes: ['video'] });
      await buildDuty(db, built, { types: ['video'], languages: ['english'], seenAt: t.clock.now() });
      const doctor = await doctorById(db, built.id);
      if (!doctor) throw new Error('doctor missing');
      sessions.push({ tokenId: 0, doctor });
    }
    const start = t.clock.now().getTime() - 60 * 60_000;
    for (let i = 0; i < PLACES; i++) {
      const parent = await buildParent(db);
      await buildQueuedConsultation(db, { parent, queuedAt: new Date(start + i * 1000) });
    }

    const results = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        services.console.takeNext(sessions[i % DOCTORS] as DoctorSession).then(
          (taken) => ({ taken }),
          (e: unknown) => ({ refused: e instanceof AppError ? e.message : String(e) }),
        ),
      ),
    );
    const taken = results.flatMap((r) => ('taken' in r ? [r.taken.appReqId] : []));
    const refused = results.flatMap((r) => ('refused' in r ? [r.refused] : []));
    expect(taken).toHaveLength(PLACES);
    expect(new Set(taken).size).toBe(PLACES);
    expect(refused).toEqual(Array(CALLS - PLACES).fill(messages.queueNobodyWaiting));

    // Afterwards, in the database: every place has exactly one doctor, and none is left waiting.
    const rows = await db
      .select({ id: consultations.id, doctorId: consultations.doctorId, roomName: consultations.roomName })
      .from(consultations)
      .where(eq(consultations.kind, 'instant'));
    expect(rows).toHaveLength(PLACES);
    expect(rows.every((r) => r.doctorId !== null && r.roomName !== null)).toBe(true);
    const [{ n } = { n: -1 }] = await db
      .select({ n: sql<number>`count(distinct ${consultations.id})::int` })
      .from(consultations)
      .where(and(eq(consultations.kind, 'instant'), isNotNull(consultations.doctorId)));
    expect(n).toBe(PLACES);
  }, 120_000);
});

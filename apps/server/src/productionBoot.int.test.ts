import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite } from './db/client';
import { REFERENCE_DATASETS } from './db/reference';
import {
  accounts,
  clinics,
  doctors,
  members,
  milestones,
  referenceDatasets,
  specialities,
  vaccineDoses,
  whoLms,
} from './db/schema';
import { openScratchPostgres } from './db/scratch';
import { dateWindow } from './modules/catalog/slots';
import { consultations } from './modules/consultations/consultations.schema';
import { plans } from './modules/plans/plans.schema';
import { STAGING_ENV } from './test/builders';
import { solvedPayload } from './test/captcha';
import { dbKinds } from './test/db';
import { startServer } from './test/serverProcess';

/**
 * A production boot: NODE_ENV=production with the staging escapes for the offline providers (this
 * machine has no SMS gateway, Razorpay or Knowlarity account) and DEMO_DATA left unset, on a
 * database that has never been migrated.
 */
const PRODUCTION_ENV = {
  ...STAGING_ENV,
  DEMO_DATA: '',
  ALLOW_DEMO_DATA_IN_PRODUCTION: '',
  TEST_CLOCK: '',
  LOG_LEVEL: 'info',
};

/** The first demo doctor's console number (+91 91000 00001), as the demo data would give it. */
const DEMO_DOCTOR_NUMBER = '9100000001';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

/** A database no server has touched; `open()` reads it once the server has stopped (PGlite is single-process). */
async function freshDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prod-boot-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openPglite(dataDir) };
  }
  const scratch = await openScratchPostgres(inject('postgresUrl'), 'prod', { migrate: false });
  cleanups.push(() => scratch.close());
  return {
    env: { DATABASE_URL: scratch.url },
    open: async (): Promise<Database> => ({ ...scratch, close: async () => {} }),
  };
}

describe.each(dbKinds())('a production server with an empty catalogue on %s', (kind) => {
  it('starts with the reference data and no demo data, and answers parents with empty lists', async () => {
    const database = await freshDatabase(kind);
    const server = startServer({ ...PRODUCTION_ENV, ...database.env });
    cleanups.push(async () => server.child.kill('SIGKILL'));
    const port = await server.ready(60_000);
    const base = `http://127.0.0.1:${port}`;
    const get = async (url: string) => {
      const res = await fetch(base + url);
      return { status: res.status, body: await res.json() };
    };
    const post = async (url: string, payload: object) => {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: await res.json() };
    };

    // Tomorrow in India on the server's own (real) clock: inside the 15-day strip whatever the hour.
    const tomorrow = dateWindow(CLINIC_TIME_ZONE, new Date())[1];
    const empty = { status: 200, body: expect.objectContaining({ status: 1, data: [] }) };
    expect(await get('/api/Users/GetAllDoctorEntity?PatientId=1&limit=-1')).toEqual(empty);
    expect(await get('/api/Admin/GetClinicInfoEntityWise?PatientId=1&limit=-1&branchid=15')).toEqual(empty);
    expect(await get(`/api/App/GetAllDoctorSlot?appointmentType=video&dt=${tomorrow}`)).toEqual({
      status: 200,
      body: { status: 1, data: [], SlotCount: 0, TotalDoctors: 0 },
    });
    expect(await get(`/api/App/GetAllDoctorSlot?dt=${tomorrow}&type=hindi`)).toMatchObject({ status: 200 });
    expect(await get(`/api/App/GetAllSlot/?type=audio&doctorId=&desc=&dt=${tomorrow}`)).toEqual(empty);
    // Specialities and the banner are reference data: the filters and the banner still have words.
    const specialityList = await get('/api/Caregiver/GetSpecialityInfo?limit=-1');
    expect(specialityList.status).toBe(200);
    expect(specialityList.body.data.map((s: { name: string }) => s.name)).toContain('Paediatrics');
    const banner = await get('/api/App/GetAllDisplayTextType?type=Appointment');
    expect(banner.body.data).toHaveLength(1);

    // A demo doctor's number is nobody's here: the console sends no code and gives no session.
    const asked = await post('/api/Console/RequestOtp', {
      mobileCode: '91',
      mobileNumber: DEMO_DOCTOR_NUMBER,
      captcha: await solvedPayload(STAGING_ENV.SERVER_SECRET),
    });
    expect(asked.status).toBe(200);
    const verified = await post('/api/Console/VerifyOtp', {
      mobileCode: '91',
      mobileNumber: DEMO_DOCTOR_NUMBER,
      otp: '123456',
    });
    expect(verified.status).toBeGreaterThanOrEqual(400);
    expect(verified.body).not.toHaveProperty('authToken');
    // Decimals (a log line's responseTime, 1.347391000000016) left out: their digits may spell it.
    expect(server.output().replace(/\d+\.\d+/g, '')).not.toContain(DEMO_DOCTOR_NUMBER);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const db = await database.open();
    try {
      const n = async (table: PgTable) => (await db.db.select({ n: count() }).from(table))[0]?.n;
      for (const table of [doctors, clinics, accounts, members, consultations, plans]) expect(await n(table)).toBe(0);
      expect(await n(milestones)).toBe(159);
      expect(await n(whoLms)).toBeGreaterThan(11_000);
      expect(await n(vaccineDoses)).toBeGreaterThan(40);
      expect(await n(specialities)).toBe(8);
      expect(await n(referenceDatasets)).toBe(REFERENCE_DATASETS.length);
    } finally {
      await db.close();
    }
  }, 120_000);
});

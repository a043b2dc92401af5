import { addDays, todayInIndia } from '@app/contract/calendar';
import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClinic, buildDoctor } from '../../db/builders';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';

const DAY = 86_400_000;

/**
 * The listing orders its cards for a signed-in parent's child from a session and a child read a
 * moment ago (auth.service KEPT_SESSION_MS, members.service KEPT_RANKING_MEMBER_MS). What must
 * still hold at once: a signed-out or expired token is refused (members.int.test.ts: a child's
 * changed details are read again).
 */
describe.each(dbKinds())('the listing’s parent and child read a moment ago, on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof routeCaller>;
  let clinicId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    call = routeCaller(() => t.app);
    clinicId = (await buildClinic(t.database.db)).id;
    await buildDoctor(t.database.db, { clinicId, name: 'Asha Paed' });
  });
  afterAll(async () => t?.close());

  const listing = (token: string, memberId: number) =>
    call(routes.getAllDoctorSlot, {
      query: { dt: addDays(todayInIndia(t.clock.now()), 1), clinicId: String(clinicId), PatientId: String(memberId) },
      token,
    });

  it('refuses a token at once once its parent signed out', async () => {
    const session = await signIn(t);
    expect((await listing(session.authToken, session.userID)).statusCode).toBe(200);
    expect((await call(routes.logout, { token: session.authToken })).statusCode).toBe(200);
    const after = await listing(session.authToken, session.userID);
    expect(after.statusCode).toBe(401);
  });

  it('refuses a token at once once it has expired, though it was read a moment before', async () => {
    const session = await signIn(t);
    expect((await listing(session.authToken, session.userID)).statusCode).toBe(200);
    t.clock.advance((t.config.AUTH_TOKEN_TTL_DAYS + 1) * DAY);
    const after = await listing(session.authToken, session.userID);
    expect(after.statusCode).toBe(401);
  });
});

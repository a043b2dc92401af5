import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsultation, buildDoctor, buildParent, holdPlan } from '../../db/builders';
import { growthRecords, milestones } from '../../db/schema';
import { holdSlot, payHold } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { dateWindow } from '../catalog/slots';

const DAY = 86_400_000;
type Caller = { authToken: string; userID: number; mobileNumber: string };

describe.each(dbKinds())('family sharing on %s', (kind) => {
  let t: TestApp;
  let goalId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const [goal] = await t.database.db.select().from(milestones).where(eq(milestones.ageMonths, 12)).limit(1);
    goalId = goal?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);

  /** A registered parent holding a plan, with two children (Aarav, 1 year; Diya, 3 years). */
  async function family() {
    const built = await buildParent(t.database.db, {
      type: 'Registered',
      members: [
        { relation: 'son', firstName: 'Aarav', gender: 'Male', dateOfBirth: '2025-11-01' },
        { relation: 'daughter', firstName: 'Diya', gender: 'Female', dateOfBirth: '2023-11-01' },
      ],
    });
    await holdPlan(t.database.db, built.accountId);
    const [aarav, diya] = built.members;
    if (!aarav || !diya) throw new Error('children not built');
    const owner = await signIn(t, built.mobileNumber);
    return { owner, aarav: aarav.id, diya: diya.id, selfId: built.selfId, accountId: built.accountId, built };
  }
  const invite = (p: Caller, mobileNumber: string, memberIds: number[]) =>
    call(routes.familyInvite, { token: p.authToken, body: { mobileCode: '+91', mobileNumber, memberIds } });
  const accept = (p: Caller, inviteId: number) => call(routes.familyAccept, { token: p.authToken, body: { inviteId } });
  const end = (p: Caller, inviteId: number) => call(routes.familyEnd, { token: p.authToken, body: { inviteId } });

  /** Every tracker call that names a child, as `p` would make it for `memberId`: their statuses. */
  async function trackerCalls(p: Caller, memberId: number) {
    const token = p.authToken;
    const answers = [
      await call(routes.getMilestoneListInfo, { query: { patientId: memberId, limit: '-1' }, token }),
      await call(routes.modifyNotificationUserStatus, {
        token,
        body: { type: 'Goal', patientId: memberId, webRecordId: goalId, isAgree: -1 },
      }),
      await call(routes.getGrowthTracker, { query: { patientId: memberId, limit: '-1', param: 'W' }, token }),
      await call(routes.addGrowthData, {
        token,
        body: { userId: memberId, Author: p.userID, PatientID: memberId, achievedDate: '2026-11-20', Weight: 9.1 },
      }),
      await call(routes.getVaccineDetail, { query: { patientId: memberId, userType: 'Registered' }, token }),
      await call(routes.getDietPlan, { query: { patientId: memberId, dt: '2026-11-22' }, token }),
      // The doctors' listing ordered for the child (decision 0054 keeps only the account's own children a moment).
      await call(routes.getAllDoctorSlot, {
        query: { dt: dateWindow('Asia/Kolkata', t.clock.now())[1] ?? '', PatientId: String(memberId) },
        token,
      }),
    ];
    return answers.map((a) => a.statusCode);
  }

  it('refuses invitations a parent cannot make, and makes none of them', async () => {
    const { owner, aarav, selfId } = await family();
    const guest = await signIn(t);
    expect((await invite(guest, '9876543210', [guest.userID])).statusCode).toBe(403);
    const invalid = await invite(owner, '12345', [aarav]);
    expect(invalid.statusCode).toBe(400);
    const own = await invite(owner, owner.mobileNumber, [aarav]);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(messages.familyOwnNumber);
    expect((await invite(owner, '9876543210', [selfId])).json().message).toBe(messages.familyOnlyChildren);
    const stranger = await family();
    expect((await invite(owner, '9876543210', [stranger.aarav])).statusCode).toBe(404);
    expect((await invite(owner, '9876543210', [])).statusCode).toBe(400);
    const list = (await call(routes.getFamilySharing, { token: owner.authToken })).json();
    expect(list.given).toEqual([]);
  });

  it('lets the invited number accept once, then see and record only the children shared, until it ends', async () => {
    const { owner, aarav, diya, accountId } = await family();
    const grandmother = await signIn(t);
    const made = await invite(owner, grandmother.mobileNumber, [aarav]);
    expect(made.statusCode).toBe(200);
    const inviteId = made.json().share.inviteId;
    expect(made.json().share).toMatchObject({ state: 'pending', members: [{ memberId: aarav, firstName: 'Aarav' }] });

    // Before accepting, the child is not hers; and the invitation is not a third number's to take.
    expect(await trackerCalls(grandmother, aarav)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const someoneElse = await signIn(t);
    expect((await accept(someoneElse, inviteId)).statusCode).toBe(404);

    const received = (await call(routes.getFamilySharing, { token: grandmother.authToken })).json().received;
    expect(received).toEqual([expect.objectContaining({ inviteId, state: 'pending', otherName: 'Test Parent' })]);
    expect((await accept(grandmother, inviteId)).json().share.state).toBe('active');
    expect((await accept(grandmother, inviteId)).statusCode).toBe(410);

    // Every tracker call for Aarav now works for her, against the parent's plan and records.
    expect(await trackerCalls(grandmother, aarav)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // What she records is the child's, in the parent's account.
    const entries = await t.database.db.select().from(growthRecords).where(eq(growthRecords.memberId, aarav));
    expect(entries.map((e) => e.accountId)).toEqual([accountId]);
    // Diya, and the parent's own record, were not shared.
    expect(await trackerCalls(grandmother, diya)).toEqual([404, 404, 404, 404, 404, 404, 404]);

    // The parent ends it: the next call is refused at once.
    expect((await end(owner, inviteId)).json().share.state).toBe('ended');
    expect(await trackerCalls(grandmother, aarav)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await accept(grandmother, inviteId)).statusCode).toBe(410);
  });

  it("lists the shared children's consultations for the caregiver to see, and nothing to act on", async () => {
    const { owner, aarav, diya, built } = await family();
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    for (const [i, memberId] of [aarav, diya].entries()) {
      const slotStart = new Date(t.clock.now().getTime() + DAY + i * 30 * 60_000);
      await buildConsultation(t.database.db, { parent: built, memberId, doctor, slotStart, status: 'booked' });
    }
    const aunt = await signIn(t);
    const listOf = async (p: Caller) =>
      (await call(routes.getMyConsultations, { token: p.authToken })).json().data as {
        memberId: number;
        shared?: boolean;
        canCancel: boolean;
        canJoin: boolean;
        canReschedule: boolean;
      }[];
    expect(await listOf(aunt)).toEqual([]);
    const inviteId = (await invite(owner, aunt.mobileNumber, [aarav])).json().share.inviteId;
    await accept(aunt, inviteId);
    const seen = await listOf(aunt);
    expect(seen).toEqual([
      expect.objectContaining({
        memberId: aarav,
        shared: true,
        canCancel: false,
        canJoin: false,
        canReschedule: false,
      }),
    ]);
    // The parent's own list is as it was: both, theirs to act on.
    const own = await listOf(owner);
    expect(own.map((c) => [c.memberId, c.shared ?? false, c.canCancel])).toEqual([
      [aarav, false, true],
      [diya, false, true],
    ]);
    await end(owner, inviteId);
    expect(await listOf(aunt)).toEqual([]);
  });

  it('lets the caregiver book, pay for and cancel a shared child’s consultation; the parent sees it', async () => {
    const { owner, aarav, diya } = await family();
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const uncle = await signIn(t);
    // Not shared yet: no hold for Aarav.
    await expect(holdSlot(t, { parent: uncle, memberId: aarav, doctorId: doctor.id })).rejects.toThrow(
      /We could not find that member/,
    );
    const inviteId = (await invite(owner, uncle.mobileNumber, [aarav])).json().share.inviteId;
    await accept(uncle, inviteId);
    await expect(holdSlot(t, { parent: uncle, memberId: diya, doctorId: doctor.id })).rejects.toThrow(
      /We could not find that member/,
    );

    const hold = await holdSlot(t, { parent: uncle, memberId: aarav, doctorId: doctor.id });
    await payHold(t, hold);
    type Listed = { appReqId: number; memberId: number; shared?: boolean; canCancel: boolean };
    const listOf = async (p: Caller) =>
      ((await call(routes.getMyConsultations, { token: p.authToken })).json().data as Listed[]).filter(
        (c) => c.appReqId === hold.appReqId,
      );
    // He booked and paid: his to act on. Priya sees her son's consultation, to see.
    expect(await listOf(uncle)).toEqual([expect.objectContaining({ memberId: aarav, canCancel: true })]);
    expect((await listOf(uncle))[0]?.shared).toBeUndefined();
    expect(await listOf(owner)).toEqual([expect.objectContaining({ memberId: aarav, shared: true, canCancel: false })]);
    // Priya cannot cancel what he paid for; he can, and his money goes back to him.
    const byOwner = await call(routes.cancelConsultation, {
      token: owner.authToken,
      body: { appReqId: hold.appReqId },
    });
    expect(byOwner.statusCode).toBe(404);
    const byUncle = await call(routes.cancelConsultation, {
      token: uncle.authToken,
      body: { appReqId: hold.appReqId },
    });
    expect(byUncle.statusCode).toBe(200);
    const refunds = (await call(routes.getRefunds, { token: uncle.authToken })).json().data;
    expect(refunds).toEqual([expect.objectContaining({ appReqId: hold.appReqId })]);
    // Ended: the next hold for Aarav is refused at once.
    await end(owner, inviteId);
    await expect(holdSlot(t, { parent: uncle, memberId: aarav, doctorId: doctor.id })).rejects.toThrow(
      /We could not find that member/,
    );
  });

  it('lets the caregiver end it too, and an invitation not accepted in time expires', async () => {
    const { owner, aarav } = await family();
    const father = await signIn(t);
    const first = (await invite(owner, father.mobileNumber, [aarav])).json().share.inviteId;
    await accept(father, first);
    expect((await end(father, first)).statusCode).toBe(200);
    expect(await trackerCalls(father, aarav)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const owners = (await call(routes.getFamilySharing, { token: owner.authToken })).json().given;
    expect(owners.find((s: { inviteId: number }) => s.inviteId === first).state).toBe('ended');

    const second = (await invite(owner, father.mobileNumber, [aarav])).json().share.inviteId;
    t.clock.advance(8 * DAY);
    const late = await signIn(t, father.mobileNumber);
    const refused = await accept(late, second);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(messages.familyInviteExpired);
  });
});

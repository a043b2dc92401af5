import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneObservations, milestones, uploads } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { trackerChild } from '../../test/trackerChild';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_SIZE = Buffer.from(PNG, 'base64').length;

describe.each(dbKinds())('the tracker and milestones on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);

  const parent = (kind: 'guest' | 'registered' | 'plan', dob = '2026-01-10', premature = false) =>
    trackerChild(t, { kind, dob, premature });
  const list = (p: { userID: number; authToken: string }, band = '') =>
    call(routes.getMilestoneListInfo, {
      query: { patientId: p.userID, limit: '-1', planId: '', userType: band },
      token: p.authToken,
    });

  /** Records a parent's answer on a milestone (isAgree 1 or 3 achieved on a date, -1 not yet). */
  const recordGoal = (
    p: { userID: number; authToken: string },
    goalId: number,
    isAgree: 1 | 3 | -1,
    achievedDate?: string,
  ) =>
    call(routes.modifyNotificationUserStatus, {
      token: p.authToken,
      body: {
        type: 'Goal',
        patientId: p.userID,
        webRecordId: goalId,
        isAgree,
        ...(achievedDate ? { achievedDate } : {}),
      },
    });
  const goalOf = async (ageMonths: number, category: string) => {
    const rows = await t.database.db.select().from(milestones).where(eq(milestones.ageMonths, ageMonths));
    const found = rows.find((m) => m.category === category);
    if (!found) throw new Error('no such milestone');
    return found;
  };

  it('imported the 159 CDC milestones, and says which plans an account holds', async () => {
    expect(await t.database.db.$count(milestones)).toBe(159);
    const guest = await parent('guest');
    expect(
      (
        await call(routes.getUserPlans, { query: { UserId: guest.userID, UserType: 'Guest' }, token: guest.authToken })
      ).json(),
    ).toEqual({
      status: 1,
      data: [],
      isPlan: 0,
    });
    const member = await parent('plan');
    const plansRes = (await call(routes.getUserPlans, { token: member.authToken })).json();
    expect(plansRes).toMatchObject({ isPlan: 1, data: [{ planName: 'Child Care Annual', active: true }] });
  });

  it('lists the current band with due dates from the birth date, and ring counts', async () => {
    // The test clock is 2026-11-22: born 2026-01-10 the child is 10 months old, in band 9-12.
    const p = await parent('plan');
    const res = (await list(p)).json();
    expect(res.band).toMatchObject({ fromMonth: 9, toMonth: 12, label: '9-12 months', hasChecklist: true });
    expect(res.currentBand.label).toBe('9-12 months');
    expect(res.agemonth).toBe(10);
    expect(res).toMatchObject({ canEdit: true, dueDatesShown: true, notice: null, isPlan: 1, correctedAge: false });
    expect(res.data).toHaveLength(10);
    expect(res.data.every((g: { RxDate: string }) => g.RxDate === '2027-01-10')).toBe(true);
    expect(res.data.every((g: { Goalstatus: string }) => g.Goalstatus === 'U')).toBe(true);
    expect([res.STotcount, res.LTotcount, res.CTotcount, res.MTotcount]).toEqual([1, 3, 2, 4]);
    expect(res.bands).toHaveLength(15);

    // An earlier band's milestones are overdue; an asked-for band must be one of the spec's.
    const earlier = (
      await call(routes.getMilestoneListInfo, {
        query: { patientId: p.userID, fromMonth: '4', toMonth: '6' },
        token: p.authToken,
      })
    ).json();
    expect(
      earlier.data.every(
        (g: { Goalstatus: string; RxDate: string }) => g.Goalstatus === 'O' && g.RxDate === '2026-07-10',
      ),
    ).toBe(true);
    expect(
      (
        await call(routes.getMilestoneListInfo, {
          query: { patientId: p.userID, fromMonth: '4', toMonth: '7' },
          token: p.authToken,
        })
      ).statusCode,
    ).toBe(400);
    const late = (
      await call(routes.getMilestoneListInfo, {
        query: { patientId: p.userID, fromMonth: '60', toMonth: '72' },
        token: p.authToken,
      })
    ).json();
    expect(late).toMatchObject({ data: [], band: { hasChecklist: false } });
  });

  it('uses corrected age for a child born premature', async () => {
    const p = await parent('plan', '2026-01-10', true);
    const res = (await list(p)).json();
    expect(res).toMatchObject({ correctedAge: true, correctionWeeks: 6, agemonth: 9 });
    expect(res.data[0].RxDate).toBe('2027-02-21');
  });

  it('guests and accounts without a plan see no due dates and cannot write', async () => {
    const guest = await parent('guest');
    const res = (await list(guest)).json();
    expect(res).toMatchObject({
      canEdit: false,
      dueDatesShown: false,
      notice: 'Register with us for milestone due dates of your child',
    });
    expect(res.data.every((g: { RxDate: null }) => g.RxDate === null)).toBe(true);
    const goal = await goalOf(12, 'M');
    const write = (p: { userID: number; authToken: string }) => recordGoal(p, goal.id, 1, '2026-11-01');
    const refused = await write(guest);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Register with us for milestone due dates of your child');

    const noPlan = await parent('registered');
    expect((await list(noPlan)).json()).toMatchObject({
      canEdit: false,
      isPlan: 0,
      notice: 'You can extend/renew your plan to know the due date of this milestone',
    });
    expect((await write(noPlan)).statusCode).toBe(403);
    const upload = await call(routes.addGoalVideoInfo, {
      token: noPlan.authToken,
      body: {
        patientId: noPlan.userID,
        GoalObservationID: goal.id,
        fileContent: PNG,
        fileName: 'a.png',
        fileSize: PNG_SIZE,
      },
    });
    expect(upload.statusCode).toBe(403);
    expect(await t.database.db.$count(milestoneObservations, eq(milestoneObservations.memberId, noPlan.userID))).toBe(
      0,
    );
  });

  it('records a milestone, refuses bad dates and values, and keeps other accounts out', async () => {
    const p = await parent('plan');
    const goal = await goalOf(12, 'M');
    const write = (payload: object, token = p.authToken) =>
      call(routes.modifyNotificationUserStatus, {
        token,
        body: {
          type: 'Goal',
          patientId: p.userID,
          webRecordId: goal.id,
          isAgree: 1,
          achievedDate: '2026-11-01',
          ...payload,
        },
      });
    const cases: [object, number, string][] = [
      [{ achievedDate: undefined }, 400, 'Please select achieved date.'],
      [{ achievedDate: '2099-01-01' }, 400, 'The achieved date cannot be in the future.'],
      [{ achievedDate: '2025-12-31' }, 400, 'The achieved date cannot be before the date of birth.'],
      [{ isAgree: 2 }, 400, 'isAgree must be -1 (not yet), 3 (sometime) or 1 (frequently).'],
      [{ webRecordId: 999999 }, 404, 'We could not find that milestone.'],
      [{ type: 'Other' }, 400, "type must be 'Goal' or 'Vaccination'."],
    ];
    for (const [payload, status, message] of cases) {
      const res = await write(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const other = await parent('plan');
    expect((await write({}, other.authToken)).statusCode).toBe(404);
    expect(await t.database.db.$count(milestoneObservations, eq(milestoneObservations.memberId, p.userID))).toBe(0);

    const ok = await write({ notes: 'Walked to grandma!' });
    expect(ok.json()).toEqual({ status: 1, message: 'Milestone status updated.' });
    const res = (await list(p)).json();
    const recorded = res.data.find((g: { webRecordId: number }) => g.webRecordId === goal.id);
    expect(recorded).toMatchObject({
      Goalstatus: 'D',
      Intervention: 1,
      AchvdDate: '2026-11-01',
      notes: 'Walked to grandma!',
    });
    expect(res.MAchcount).toBe(1);
  });

  it('stores a photo checked by its bytes, serves it by a signed link, and removes it on Not yet', async () => {
    const p = await parent('plan');
    const goal = await goalOf(12, 'L');
    const upload = (payload: object) =>
      call(routes.addGoalVideoInfo, {
        token: p.authToken,
        body: {
          patientId: p.userID,
          GoalObservationID: goal.id,
          createdBy: p.userID,
          fileContent: PNG,
          fileName: 'first-word.png',
          fileSize: PNG_SIZE,
          fileContentType: 'image/png',
          notes: 'Said mama',
          ...payload,
        },
      });
    // Nothing to attach to until the milestone is recorded as sometime or frequently.
    expect((await upload({})).statusCode).toBe(409);
    await recordGoal(p, goal.id, 3, '2026-11-20');

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const bad: [object, string][] = [
      [
        { fileContent: pdf.toString('base64'), fileName: 'photo.jpg', fileSize: pdf.length },
        'Please choose a photo or a video.',
      ],
      [
        { fileContent: exe.toString('base64'), fileName: 'photo.png', fileSize: exe.length },
        'Please choose a photo or a video.',
      ],
      [{ fileContent: 'not base64!!' }, 'The file could not be read. Please choose it again.'],
      [{ fileSize: PNG_SIZE + 1 }, 'The file size does not match the file. Please choose it again.'],
      [{ fileSize: 16 * 1024 * 1024 }, 'File size is too big please select under 15mb.'],
    ];
    for (const [payload, message] of bad) {
      const res = await upload(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // 16 MB of real bytes, whatever size the client claims.
    const big = Buffer.alloc(16 * 1024 * 1024, 1);
    Buffer.from(PNG, 'base64').copy(big);
    const tooBig = await upload({ fileContent: big.toString('base64'), fileSize: 1000 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('File size is too big please select under 15mb.');
    expect(await t.database.db.$count(uploads, eq(uploads.memberId, p.userID))).toBe(0);

    const saved = await upload({});
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 1, attachmentType: 'image' });
    const link = saved.json().attachment as string;
    const file = await t.app.inject(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    // The file keeps its own sandboxing policy and cache life over the app's defaults.
    expect(file.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    // A changed id or signature is nothing; an old link has expired.
    expect((await t.app.inject(link.replace(/sig=[0-9a-f]{4}/, 'sig=0000'))).statusCode).toBe(404);
    const listed = (await list(p)).json().data.find((g: { webRecordId: number }) => g.webRecordId === goal.id);
    expect(listed).toMatchObject({ attachmentType: 'image', notes: 'Said mama' });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.memberId, p.userID));
    expect(await t.storage.get(row?.storageKey ?? '')).toBeDefined();

    // Not yet removes the upload (the screen asked first).
    await recordGoal(p, goal.id, -1);
    expect(await t.storage.get(row?.storageKey ?? '')).toBeUndefined();
    expect((await t.app.inject(link)).statusCode).toBe(404);
    const after = (await list(p)).json().data.find((g: { webRecordId: number }) => g.webRecordId === goal.id);
    expect(after).toMatchObject({ Intervention: -1, AchvdDate: null, attachment: null });
  });

  it('links to an upload expire after an hour', async () => {
    const p = await parent('plan');
    const goal = await goalOf(12, 'C');
    await recordGoal(p, goal.id, 1, '2026-11-20');
    const saved = await call(routes.addGoalVideoInfo, {
      token: p.authToken,
      body: {
        patientId: p.userID,
        GoalObservationID: goal.id,
        fileContent: `data:image/png;base64,${PNG}`,
        fileName: 'puzzle.png',
        fileSize: PNG_SIZE,
      },
    });
    const link = saved.json().attachment as string;
    expect((await t.app.inject(link)).statusCode).toBe(200);
    t.clock.advance(2 * 3_600_000);
    const expired = await t.app.inject(link);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This link has expired. Please open the milestone again.');
    // A fresh list gives a fresh link.
    const fresh = (await list(p)).json().data.find((g: { webRecordId: number }) => g.webRecordId === goal.id);
    expect((await t.app.inject(fresh.attachment)).statusCode).toBe(200);
  });

  it('serves the banners of each tracker area from local images', async () => {
    const res = await t.app.inject('/api/HomePage/AddHomeBannerInfo?patientId=-1&requestType=Milestones');
    expect(res.json().Banners).toHaveLength(3);
    for (const b of res.json().Banners) expect(b.imageURL).toMatch(/^\/images\/banners\/milestones-\d\.svg$/);
    expect((await t.app.inject('/api/HomePage/AddHomeBannerInfo?requestType=Other')).statusCode).toBe(400);
  });
});

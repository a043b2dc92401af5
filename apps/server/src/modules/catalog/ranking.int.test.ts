import { addDays, todayInIndia } from '@app/contract/calendar';
import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClinic, buildConsultation, buildDoctor, buildParent } from '../../db/builders';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';

const DAY = 86_400_000;

/**
 * The listing is ranked for the member and the reason: for Fever in a 2-year-old a paediatrician
 * comes first even when a psychologist and a dietitian are free earlier; they are listed without
 * 'Dr.' and with their own registration body. A follow up lists only the doctors the member may
 * follow up with.
 */
describe.each(dbKinds())('the right doctor first on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof routeCaller>;
  let tomorrow: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    call = routeCaller(() => t.app);
    tomorrow = addDays(todayInIndia(t.clock.now()), 1);
  });
  afterAll(async () => t?.close());

  /** A parent with a son `ageMonths` old, signed in. */
  async function parentOfChild(ageMonths: number) {
    const today = todayInIndia(t.clock.now());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const birth = new Date(Date.UTC(y, m - 1 - ageMonths, d)).toISOString().slice(0, 10);
    const parent = await buildParent(t.database.db, {
      members: [{ relation: 'son', firstName: 'Kabir', gender: 'Male', dateOfBirth: birth }],
    });
    const child = parent.members[0];
    if (!child) throw new Error('no child');
    const session = await signIn(t, parent.mobileNumber);
    return { parent, child, token: session.authToken };
  }

  describe('Fever at 2 years', () => {
    let clinicId: number;
    let psychologist: Awaited<ReturnType<typeof buildDoctor>>;
    let dietitian: Awaited<ReturnType<typeof buildDoctor>>;
    const paediatricians: Awaited<ReturnType<typeof buildDoctor>>[] = [];
    beforeAll(async () => {
      clinicId = (await buildClinic(t.database.db)).id;
      // The psychologist and the dietitian are free from 07:00, the paediatricians only from 10:00.
      const early = { startMinute: 7 * 60, endMinute: 12 * 60 };
      psychologist = await buildDoctor(t.database.db, {
        clinicId,
        name: 'Meera Psych',
        speciality: 'Child Psychology',
        hours: early,
      });
      dietitian = await buildDoctor(t.database.db, {
        clinicId,
        name: 'Farah Diet',
        speciality: 'Nutrition',
        hours: early,
      });
      for (const name of ['Arjun Paed', 'Kavya Paed'])
        paediatricians.push(
          await buildDoctor(t.database.db, { clinicId, name, hours: { startMinute: 10 * 60, endMinute: 13 * 60 } }),
        );
    });

    const listing = (query: Record<string, string>, token?: string) =>
      call(routes.getAllDoctorSlot, { query: { dt: tomorrow, clinicId: String(clinicId), ...query }, token });

    it('puts a paediatrician first, the psychologist and the dietitian after every paediatrician', async () => {
      const { child, token } = await parentOfChild(24);
      const res = await listing({ appointmentType: 'video', PatientId: String(child.id), qs: 'Fever' }, token);
      expect(res.statusCode).toBe(200);
      const cards = res.checked?.data ?? [];
      expect(cards.map((c) => c.speciality)).toEqual(['Paediatrics', 'Paediatrics', 'Nutrition', 'Child Psychology']);
      expect(cards[0]?.doctorName).toMatch(/^Dr\. /);
      // The allied professionals follow the doctors, earliest free first among equals.
      // Both free at the same times: by name.
      expect(cards.map((c) => c.doctorID).slice(2)).toEqual([dietitian.id, psychologist.id]);
    });

    it('names the psychologist and the dietitian without Dr., with their own registration body', async () => {
      const res = await listing({ appointmentType: 'video' });
      const names = (res.checked?.data ?? []).map((c) => c.doctorName);
      expect(names).toContain('Meera Psych');
      expect(names).toContain('Farah Diet');
      expect(names).toContain('Dr. Arjun Paed');

      const profile = await call(routes.getDoctorProfile, { query: { doctorId: String(psychologist.id) } });
      expect(profile.checked?.data).toMatchObject({
        doctorName: 'Meera Psych',
        professionalKind: 'psychologist',
        registrationBody: 'Rehabilitation Council of India (RCI)',
      });
      expect(profile.checked?.data.registrationNumber).not.toMatch(/MCI|NMC/);
      const rd = await call(routes.getDoctorProfile, { query: { doctorId: String(dietitian.id) } });
      expect(rd.checked?.data.registrationBody).toMatch(/Indian Dietetic Association/);
      const paed = await call(routes.getDoctorProfile, { query: { doctorId: String(paediatricians[0]?.id) } });
      expect(paed.checked?.data).toMatchObject({ doctorName: 'Dr. Arjun Paed', professionalKind: 'medical' });
      expect(paed.checked?.data.registrationBody).toMatch(/Medical/);
    });

    it('without a reason or a member: the earliest free slot first (the psychologist and dietitian at 07:00)', async () => {
      const res = await listing({ appointmentType: 'video' });
      expect(
        (res.checked?.data ?? [])
          .slice(0, 2)
          .map((c) => c.speciality)
          .sort(),
      ).toEqual(['Child Psychology', 'Nutrition']);
    });

    it('for Mental Health at 8 years the psychologist comes first', async () => {
      const { child, token } = await parentOfChild(96);
      const res = await listing({ appointmentType: 'video', PatientId: String(child.id), qs: 'Mental Health' }, token);
      expect(res.checked?.data[0]?.doctorID).toBe(psychologist.id);
    });

    it("refuses another account's member (404), and a bad token (401)", async () => {
      const { child } = await parentOfChild(24);
      const other = await parentOfChild(24);
      const res = await listing({ PatientId: String(child.id), qs: 'Fever' }, other.token);
      expect(res.statusCode).toBe(404);
      expect((await listing({ PatientId: String(child.id) }, 'not-a-token')).statusCode).toBe(401);
    });
  });

  describe('follow up', () => {
    it('lists only the doctors the member may follow up with, as the follow-up check says', async () => {
      const clinicId = (await buildClinic(t.database.db)).id;
      const [recent, old, never] = [
        await buildDoctor(t.database.db, { clinicId, name: 'Recent Seen' }),
        await buildDoctor(t.database.db, { clinicId, name: 'Long Ago' }),
        await buildDoctor(t.database.db, { clinicId, name: 'Never Seen' }),
      ];
      const { parent, child, token } = await parentOfChild(30);
      const now = t.clock.now().getTime();
      for (const [doctor, daysAgo] of [
        [recent, 3],
        [old, 10],
      ] as const)
        await buildConsultation(t.database.db, {
          parent,
          memberId: child.id,
          doctor,
          slotStart: new Date(now - daysAgo * DAY),
          status: 'completed',
        });
      // Another member's consultation with `never` does not count for this child.
      await buildConsultation(t.database.db, {
        parent,
        doctor: never,
        slotStart: new Date(now - DAY),
        status: 'completed',
      });

      const query = { dt: tomorrow, clinicId: String(clinicId), appointmentType: 'follow up' };
      const mine = await call(routes.getAllDoctorSlot, { query: { ...query, PatientId: String(child.id) }, token });
      expect(mine.checked?.data.map((c) => c.doctorID)).toEqual([recent.id]);
      expect(mine.checked?.TotalDoctors).toBe(1);

      for (const doctor of [recent, old, never]) {
        const check = await call(routes.getDocSlotFollowupValidation, {
          query: { appointmentType: 'Follow up', patientID: String(child.id), doctorId: String(doctor.id) },
          token,
        });
        expect(check.checked?.status, doctor.name).toBe(doctor === recent ? 1 : 0);
      }

      // Not signed in, nobody's follow ups are known: every doctor taking follow ups is listed.
      const anyone = await call(routes.getAllDoctorSlot, { query });
      expect(anyone.checked?.data.map((c) => c.doctorID).sort()).toEqual([recent.id, old.id, never.id].sort());
    });

    it('lists a follow up completed by another process by the next minute at the latest', async () => {
      const clinicId = (await buildClinic(t.database.db)).id;
      const doctor = await buildDoctor(t.database.db, { clinicId, name: 'Seen Today' });
      const { parent, child, token } = await parentOfChild(30);
      const query = {
        dt: tomorrow,
        clinicId: String(clinicId),
        appointmentType: 'follow up',
        PatientId: String(child.id),
      };
      const listed = async () =>
        (await call(routes.getAllDoctorSlot, { query, token })).checked?.data.map((c) => c.doctorID);
      expect(await listed()).toEqual([]);
      // Completed by a write this process did not make (another process, a script).
      await buildConsultation(t.database.db, {
        parent,
        memberId: child.id,
        doctor,
        slotStart: new Date(t.clock.now().getTime() - DAY),
        status: 'completed',
      });
      // Kept for up to KEPT_FOLLOWUPS_MS of this minute; never into the next minute of the app's clock.
      t.clock.advance(60_000);
      expect(await listed()).toEqual([doctor.id]);
    });
  });
});

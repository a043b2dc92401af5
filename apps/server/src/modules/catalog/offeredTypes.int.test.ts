import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../db/builders';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { consultations } from '../consultations/consultations.schema';
import { dateWindow } from './slots';

type Card = { doctorID: number; clinicId: number; Types: { appointmenttype: string }[]; Slots: Slot[] };
type Slot = { slot: string; appointmenttype: string };

/**
 * Only the consult types with a flow are offered (ENABLED_CONSULT_TYPES, audio and video by
 * default; follow ups always; emergency never): a doctor who takes every type is listed, profiled
 * and held only for those, whatever a request asks for.
 */
describe.each(dbKinds())('offered consult types on %s', (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  /** An app with the setting given, a doctor taking every consult type and one taking chat only. */
  async function appWith(env: Record<string, string> = {}) {
    const t = await buildTestApp(kind, { env });
    apps.push(t);
    const everyType = await buildDoctor(t.database.db);
    const chatOnly = await buildDoctor(t.database.db, { consultTypes: ['chat'] });
    const tomorrow = dateWindow('Asia/Kolkata', t.clock.now())[1] ?? '';
    return { t, call: routeCaller(() => t.app), everyType, chatOnly, tomorrow };
  }
  type Setup = Awaited<ReturnType<typeof appWith>>;

  /** A hold of `consultType` on the doctor's first free slot of that type, read from its schedule's listing. */
  async function holdOf(s: Setup, consultType: string, slot: string) {
    const parent = await signIn(s.t);
    const res = await s.call(routes.addBookConsultAppointmentInfo, {
      token: parent.authToken,
      invalidBody: {
        guestId: parent.userID,
        consultType,
        consultationDate: s.tomorrow,
        slot,
        DoctorId: s.everyType.id,
        clinic: s.everyType.clinicId,
      },
    });
    const held = await s.t.database.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(eq(consultations.memberId, parent.userID));
    return { res, held };
  }

  describe('by default: audio, video and follow ups', () => {
    let s: Setup;
    beforeAll(async () => {
      s = await appWith();
    });

    it('lists only offered types, on the cards and their slots, without a type filter', async () => {
      const res = await s.call(routes.getAllDoctorSlot, { query: { dt: s.tomorrow, pageSize: '200' } });
      const cards = res.json().data as Card[];
      expect(cards.map((c) => c.doctorID)).toEqual([s.everyType.id]);
      const [card] = cards;
      expect(card?.Types.map((t) => t.appointmenttype)).toEqual(['audio', 'video', 'follow up']);
      const slotTypes = new Set(card?.Slots.map((slot) => slot.appointmenttype));
      expect([...slotTypes].every((type) => ['audio', 'video', 'follow up'].includes(type))).toBe(true);
      expect(slotTypes.size).toBeGreaterThan(0);
    });

    it('refuses a listing or the times of a type not offered, and answers emergency with 112', async () => {
      const chat = await s.call(routes.getAllDoctorSlot, { query: { dt: s.tomorrow, appointmentType: 'chat' } });
      expect(chat.statusCode).toBe(400);
      expect(chat.json()).toMatchObject({ status: 0, message: messages.consultTypeUnavailable });
      const emergency = await s.call(routes.getAllDoctorSlot, {
        query: { dt: s.tomorrow, appointmentType: 'Emergency' },
      });
      expect(emergency.statusCode).toBe(400);
      expect(emergency.json().message).toBe(messages.emergencyNotBooked);
      const times = await s.call(routes.getAllSlot, { query: { type: 'home', dt: s.tomorrow } });
      expect(times.statusCode).toBe(400);
      expect(times.json().message).toBe(messages.consultTypeUnavailable);
      const audio = await s.call(routes.getAllSlot, { query: { type: 'audio', dt: s.tomorrow } });
      expect(audio.json().data.length).toBeGreaterThan(0);
    });

    it('refuses a hold of a type not offered, and holds nothing, even on a slot the doctor has', async () => {
      // The doctor's schedule is the same for every type (the builder's): an audio slot is a chat slot too.
      const listed = await s.call(routes.getAllDoctorSlot, {
        query: { dt: s.tomorrow, appointmentType: 'audio', doctorId: s.everyType.id },
      });
      const slot = (listed.json().data as Card[])[0]?.Slots[0]?.slot ?? '';
      for (const [type, message] of [
        ['chat', messages.consultTypeUnavailable],
        ['home', messages.consultTypeUnavailable],
        ['emergency', messages.emergencyNotBooked],
      ] as const) {
        const { res, held } = await holdOf(s, type, slot);
        expect(res.statusCode, type).toBe(400);
        expect(res.json(), type).toMatchObject({ status: 0, message });
        expect(held, type).toEqual([]);
      }
      const { res, held } = await holdOf(s, 'audio', slot);
      expect(res.statusCode).toBe(200);
      expect(held).toHaveLength(1);
    });

    it("shows a doctor's offered types only, and leaves doctors with none out of the Doctor list", async () => {
      const profile = await s.call(routes.getDoctorProfile, { query: { doctorId: String(s.everyType.id) } });
      expect(profile.json().data.Types).toEqual([
        { appointmenttype: 'audio' },
        { appointmenttype: 'video' },
        { appointmenttype: 'follow up' },
      ]);
      const doctors = await s.call(routes.getAllDoctorEntity, { query: { PatientId: '', limit: '-1' } });
      expect(doctors.json().data.map((d: { id: number }) => d.id)).toEqual([s.everyType.id]);
    });

    it('tells the web which types are offered', async () => {
      const config = await s.call(routes.getClientConfig, {});
      expect(config.json().consultTypes).toEqual(['audio', 'video', 'follow up']);
    });
  });

  describe('with ENABLED_CONSULT_TYPES=audio,chat', () => {
    let s: Setup;
    beforeAll(async () => {
      s = await appWith({ ENABLED_CONSULT_TYPES: 'audio,chat' });
    });

    it('lists and holds chat, and refuses video', async () => {
      const res = await s.call(routes.getAllDoctorSlot, { query: { dt: s.tomorrow, appointmentType: 'chat' } });
      const cards = res.json().data as Card[];
      expect(cards.map((c) => c.doctorID).sort()).toEqual([s.everyType.id, s.chatOnly.id].sort());
      const every = cards.find((c) => c.doctorID === s.everyType.id);
      expect(every?.Types.map((t) => t.appointmenttype)).toEqual(['audio', 'chat', 'follow up']);
      const { res: held } = await holdOf(s, 'chat', every?.Slots[0]?.slot ?? '');
      expect(held.statusCode).toBe(200);
      const video = await s.call(routes.getAllDoctorSlot, { query: { dt: s.tomorrow, appointmentType: 'video' } });
      expect(video.statusCode).toBe(400);
      expect((await s.call(routes.getClientConfig, {})).json().consultTypes).toEqual(['audio', 'chat', 'follow up']);
    });
  });
});

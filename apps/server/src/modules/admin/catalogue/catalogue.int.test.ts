import { messages } from '@app/contract/messages';
import { photoAtSize } from '@app/contract/photos';
import { routes } from '@app/contract/routes';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { bookedConsultation, consoleSignIn } from '../../../test/bookings';
import { buildTestApp, type TestApp, uniqueMobile } from '../../../test/builders';
import { callRoute } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { signedInOperator } from '../../../test/operators';
import { dateWindow } from '../../catalog/slots';
import { REGISTRATION_COUNCILS } from './registration';

const pngOf = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
    .then((b) => `data:image/png;base64,${b.toString('base64')}`);

describe.each(dbKinds())('the back office catalogue on %s', (kind) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  let owner: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    operator = await signedInOperator(t, 'operator');
    owner = await signedInOperator(t, 'owner');
  });
  afterAll(async () => t?.close());

  const as = (token: string) => ({ token });
  const firstSpeciality = async () => {
    const choices = await callRoute(t.app, routes.adminDoctorChoices, as(operator.token));
    return choices.json().specialities[0].specialityID as number;
  };
  const newClinic = async (name = `Clinic ${Math.random().toString(36).slice(2, 8)}`) => {
    const res = await callRoute(t.app, routes.adminSaveClinic, {
      ...as(operator.token),
      body: { name, address: '12 MG Road, Bengaluru 560001', timeZone: 'Asia/Kolkata' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().clinic.clinicID as number;
  };
  let registrationSerial = 7000;
  const doctorBody = async (change: Record<string, unknown> = {}) => ({
    name: 'Meera Iyer',
    gender: 'Female' as const,
    professionalKind: 'medical' as const,
    specialityID: await firstSpeciality(),
    qualification: 'MBBS, MD (Paediatrics)',
    experience: 9,
    languages: ['english' as const, 'hindi' as const],
    consultTypes: ['video' as const, 'audio' as const],
    fee: 500,
    council: 'KMC',
    registrationNumber: String(registrationSerial++),
    ...change,
  });
  const addDoctor = async (change: Record<string, unknown> = {}) => {
    const res = await callRoute(t.app, routes.adminSaveDoctor, {
      ...as(operator.token),
      body: await doctorBody(change),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().doctor as { doctorID: number; bookable: boolean; verifiedAt: string | null };
  };
  const listedDoctorIds = async () => {
    const date = dateWindow('Asia/Kolkata', t.clock.now())[1] ?? '';
    const listing = await callRoute(t.app, routes.getAllDoctorSlot, {
      query: { appointmentType: 'video', dt: date, pageSize: 200 },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    return (listing.json().data as { doctorID: number }[]).map((c) => c.doctorID);
  };
  const auditOf = async (entity: string, entityID: number) => {
    const res = await callRoute(t.app, routes.adminAuditLog, { ...as(owner.token), query: { entity, entityID } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { action: string; actor: { name: string }; before: unknown; after: unknown }[];
  };
  /** Weekly hours every day, written as the hours slice of the back office will. */
  const giveHours = (doctorId: number, clinicId: number) =>
    t.database.db.execute(
      sql`insert into doctor_schedules (doctor_id, clinic_id, consult_type, weekday, start_minute, end_minute, slot_minutes)
          select ${doctorId}, ${clinicId}, 'video', d, 540, 720, 20 from generate_series(0, 6) d`,
    );

  it('a new doctor is not bookable until an operator verifies the registration; who and when are kept', async () => {
    const clinicId = await newClinic();
    const doctor = await addDoctor();
    expect(doctor).toMatchObject({ bookable: false, verifiedAt: null });
    await giveHours(doctor.doctorID, clinicId);
    expect(await listedDoctorIds()).not.toContain(doctor.doctorID);

    const verified = await callRoute(t.app, routes.adminVerifyRegistration, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().doctor).toMatchObject({
      bookable: true,
      verifiedAt: t.clock.now().toISOString(),
      verifiedBy: operator.operator.name,
    });
    expect(await listedDoctorIds()).toContain(doctor.doctorID);

    const again = await callRoute(t.app, routes.adminVerifyRegistration, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID },
    });
    expect(again.statusCode).toBe(409);

    // A changed number must be checked again: the doctor leaves the listing at once.
    const edited = await callRoute(t.app, routes.adminSaveDoctor, {
      ...as(operator.token),
      body: await doctorBody({ doctorID: doctor.doctorID, registrationNumber: '99887' }),
    });
    expect(edited.json().doctor).toMatchObject({ bookable: false, verifiedAt: null, verifiedBy: null });
    expect(await listedDoctorIds()).not.toContain(doctor.doctorID);

    const audit = await auditOf('doctor', doctor.doctorID);
    expect(audit.map((a) => a.action)).toEqual(['doctor.updated', 'doctor.verified', 'doctor.created']);
    expect(audit[0]?.actor.name).toBe(operator.operator.name);
    expect(audit[0]?.before).toMatchObject({ registrationNumber: '7000', verifiedBy: operator.operator.name });
    expect(audit[0]?.after).toMatchObject({ registrationNumber: '99887', verifiedAt: null });
    expect(audit[2]?.before).toBeNull();
  });

  it('a consult type with a fee of its own is listed and held at that fee', async () => {
    const clinicId = await newClinic();
    const doctor = await addDoctor({ fee: 500, feesByType: { audio: 300 } });
    expect(doctor).toMatchObject({ fee: 500, feesByType: { audio: 300 } });
    await giveHours(doctor.doctorID, clinicId);
    await t.database.db.execute(
      sql`insert into doctor_schedules (doctor_id, clinic_id, consult_type, weekday, start_minute, end_minute, slot_minutes)
          select ${doctor.doctorID}, ${clinicId}, 'audio', d, 780, 840, 20 from generate_series(0, 6) d`,
    );
    await callRoute(t.app, routes.adminVerifyRegistration, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID },
    });
    const date = dateWindow('Asia/Kolkata', t.clock.now())[1] ?? '';
    const feesOf = async (appointmentType: 'audio' | 'video') => {
      const listing = await callRoute(t.app, routes.getAllDoctorSlot, {
        query: { appointmentType, dt: date, doctorId: doctor.doctorID },
      });
      return [...new Set((listing.json().data[0].Slots as { netFees: number }[]).map((s) => s.netFees))];
    };
    expect(await feesOf('audio')).toEqual([300]);
    expect(await feesOf('video')).toEqual([500]);

    for (const [feesByType, message] of [
      [{ chat: 100 }, messages.adminFeeTypeNotOffered('chat')],
      [{ 'follow up': 100 }, messages.adminFollowUpFree],
      [{ audio: 9000 }, messages.adminFeeTooHigh(5000)],
    ] as const) {
      const res = await callRoute(t.app, routes.adminSaveDoctor, {
        ...as(operator.token),
        body: await doctorBody({ doctorID: doctor.doctorID, feesByType }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, field: 'feesByType' });
    }
  });

  it('refuses a bad registration, fee or number with the field named', async () => {
    const kmc = REGISTRATION_COUNCILS.find((c) => c.code === 'KMC');
    const cases: [Record<string, unknown>, string | RegExp, string][] = [
      [
        { registrationNumber: 'ABC-12' },
        messages.adminBadRegistration(kmc?.name ?? '', kmc?.example ?? ''),
        'registrationNumber',
      ],
      [{ council: 'XYZ' }, messages.adminUnknownCouncil, 'council'],
      [{ council: 'RCI', registrationNumber: 'A12345' }, /does not register a medical/, 'council'],
      [{ fee: 5001 }, messages.adminFeeTooHigh(5000), 'fee'],
      [{ fee: -1 }, 'The fee cannot be below 0.', 'fee'],
      [{ mobileCode: '91', mobileNumber: '12345' }, /./, 'mobileNumber'],
      [{ languages: [] }, 'Choose at least one of languages.', 'languages'],
      [{ specialityID: 999999 }, messages.adminSpecialityNotFound, 'specialityID'],
    ];
    for (const [change, message, field] of cases) {
      const res = await callRoute(t.app, routes.adminSaveDoctor, {
        ...as(operator.token),
        invalidBody: await doctorBody(change),
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const got = res.json().message;
      if (typeof message === 'string') expect(got, JSON.stringify(change)).toBe(message);
      else expect(got, JSON.stringify(change)).toMatch(message);
      expect(res.json().field, JSON.stringify(change)).toBe(field);
    }
    const first = await addDoctor({ registrationNumber: '424242' });
    const twin = await callRoute(t.app, routes.adminSaveDoctor, {
      ...as(operator.token),
      body: await doctorBody({ registrationNumber: '424242' }),
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(messages.adminRegistrationTaken);
    expect(first.doctorID).toBeGreaterThan(0);
  });

  it('a photo is checked by its bytes, resized and served; anything else is refused', async () => {
    const doctor = await addDoctor();
    const res = await callRoute(t.app, routes.adminDoctorPhoto, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID, fileContent: await pngOf(600) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const imagePath = res.json().doctor.imagePath as string;
    expect(imagePath).toMatch(/^\/api\/Media\/Get\?key=catalogue\/[0-9a-f-]{36}-profile\.webp$/);
    for (const [size, side] of [
      ['profile', 224],
      ['card', 152],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: photoAtSize(imagePath, size) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: side, height: side });
    }

    const text = `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`;
    const refused = await callRoute(t.app, routes.adminDoctorPhoto, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID, fileContent: text },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.adminPhotoNotImage, field: 'fileContent' });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1).toString('base64');
    const tooBig = await callRoute(t.app, routes.adminDoctorPhoto, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID, fileContent: huge },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(messages.adminPhotoTooBig(5));
    const outsider = await t.app.inject({ method: 'GET', url: '/api/Media/Get?key=1/../../etc/passwd' });
    expect(outsider.statusCode).toBe(400);
  });

  it('retiring a doctor with an upcoming booking is refused, listing it; retired, nobody books or signs in', async () => {
    const busy = await buildDoctor(t.database.db);
    const booked = await bookedConsultation(t, { doctorId: busy.id });
    const refused = await callRoute(t.app, routes.adminRetireDoctor, {
      ...as(operator.token),
      body: { doctorID: booked.doctorId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`#${booked.appReqId} `);
    expect(refused.json().message).toMatch(/Move or cancel them first\.$/);

    const clinicId = await newClinic();
    const mobileNumber = uniqueMobile();
    const doctor = await addDoctor({ mobileCode: '91', mobileNumber });
    await giveHours(doctor.doctorID, clinicId);
    await callRoute(t.app, routes.adminVerifyRegistration, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID },
    });
    const console = await consoleSignIn(t, { id: doctor.doctorID, phoneE164: `+91${mobileNumber}` });
    expect(await listedDoctorIds()).toContain(doctor.doctorID);
    const retired = await callRoute(t.app, routes.adminRetireDoctor, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID },
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await listedDoctorIds()).not.toContain(doctor.doctorID);
    const me = await callRoute(t.app, routes.consoleMe, { token: console });
    expect(me.statusCode).toBe(401);
    const edit = await callRoute(t.app, routes.adminSaveDoctor, {
      ...as(operator.token),
      body: await doctorBody({ doctorID: doctor.doctorID }),
    });
    expect(edit.statusCode).toBe(409);
  });

  it('specialities and clinics: renamed, refused when in use, retired; a retired clinic offers no slot', async () => {
    const added = await callRoute(t.app, routes.adminSaveSpeciality, {
      ...as(operator.token),
      body: { name: 'Child Neurology (test)' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const specialityID = added.json().speciality.specialityID as number;
    const twin = await callRoute(t.app, routes.adminSaveSpeciality, {
      ...as(operator.token),
      body: { name: 'child neurology (TEST)' },
    });
    expect(twin.statusCode).toBe(409);
    const doctor = await addDoctor({ specialityID });
    const inUse = await callRoute(t.app, routes.adminRetireSpeciality, {
      ...as(operator.token),
      body: { specialityID },
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(messages.adminSpecialityInUse(['Meera Iyer'], 0));

    const badZone = await callRoute(t.app, routes.adminSaveClinic, {
      ...as(operator.token),
      invalidBody: { name: 'Nowhere', address: 'Somewhere', timeZone: 'Mars/Olympus' },
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().field).toBe('timeZone');

    const clinicId = await newClinic();
    await giveHours(doctor.doctorID, clinicId);
    await callRoute(t.app, routes.adminVerifyRegistration, {
      ...as(operator.token),
      body: { doctorID: doctor.doctorID },
    });
    expect(await listedDoctorIds()).toContain(doctor.doctorID);
    const retired = await callRoute(t.app, routes.adminRetireClinic, {
      ...as(operator.token),
      body: { clinicID: clinicId },
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await listedDoctorIds()).not.toContain(doctor.doctorID);
  });

  it('banners: an uploaded picture joins the carousel in its order; retired, it leaves', async () => {
    const res = await callRoute(t.app, routes.adminSaveBanner, {
      ...as(operator.token),
      body: { type: 'Vaccination', alt: 'Free vaccination camp on Saturday', order: 0, fileContent: await pngOf(400) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json().banner as { bannerID: number; imageURL: string };
    const carousel = async () =>
      (await callRoute(t.app, routes.addHomeBannerInfo, { query: { requestType: 'Vaccination' } })).json().Banners as {
        alt: string;
        imageURL: string;
      }[];
    expect((await carousel())[0]).toEqual({ alt: 'Free vaccination camp on Saturday', imageURL: banner.imageURL });
    const noPicture = await callRoute(t.app, routes.adminSaveBanner, {
      ...as(operator.token),
      body: { type: 'Vaccination', alt: 'No picture', order: 1 },
    });
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json().message).toBe(messages.adminBannerImageNeeded);
    await callRoute(t.app, routes.adminRetireBanner, { ...as(operator.token), body: { bannerID: banner.bannerID } });
    expect((await carousel()).map((b) => b.alt)).not.toContain('Free vaccination camp on Saturday');
  });

  it('the audit record is written in the same transaction as the change, and is never edited', async () => {
    const clinicId = await newClinic('Before the failure');
    // The audit insert fails for this one change: the change itself must not stay.
    await t.database.db.execute(sql`create or replace function fail_audit() returns trigger language plpgsql as $$
      begin if new.action = 'clinic.updated' then raise exception 'audit refused'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger audit_fails before insert on audit_log for each row execute function fail_audit()`,
    );
    try {
      const res = await callRoute(t.app, routes.adminSaveClinic, {
        ...as(operator.token),
        body: { clinicID: clinicId, name: 'After the failure', address: 'x', timeZone: 'Asia/Kolkata' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger audit_fails on audit_log`);
    }
    const clinics = await callRoute(t.app, routes.adminClinics, as(operator.token));
    const clinic = (clinics.json().data as { clinicID: number; name: string }[]).find((c) => c.clinicID === clinicId);
    expect(clinic?.name).toBe('Before the failure');
    expect((await auditOf('clinic', clinicId)).map((a) => a.action)).toEqual(['clinic.created']);

    await expect(t.database.db.execute(sql`update audit_log set actor_name = 'someone else'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const operators = await callRoute(t.app, routes.adminAuditLog, as(operator.token));
    expect(operators.statusCode).toBe(403);
  });
});

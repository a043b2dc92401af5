import { addDays, todayInIndia } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { routes } from '@app/contract/routes';
import { TZDate } from '@date-fns/tz';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  buildClinic,
  buildConsultation,
  buildDoctor,
  buildParent,
  buildPlan,
  buildPrescription,
  holdPlan,
  uniqueMobile,
} from '../../db/builders';
import type { Db } from '../../db/client';
import { SPECIALITIES, type SpecialityName } from '../../db/reference/lookups';
import { accounts, doctorSchedules, doctors, members } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { mountRoute } from '../../lib/route';
import { createOperator } from '../admin';
import { findClinic } from '../catalog';

/**
 * The browser journeys build their own data (TEST_DATA_API; config refuses it in production) with
 * the builders the database tests use, so no journey depends on demo data. Dates follow the
 * server's clock, which the journeys set (TEST_CLOCK).
 */
export function testDataRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const indianDay = (daysFromToday: number) => addDays(todayInIndia(now()), daysFromToday);

  mountRoute(app, routes.testOperators, 'testOperators', async ({ body }) => {
    const mobileNumber = uniqueMobile();
    const { operator } = await createOperator(
      { db },
      {
        name: body.name ?? `Operator ${mobileNumber.slice(-4)}`,
        phoneE164: `+91${mobileNumber}`,
        role: body.role,
        createdBy: null,
      },
    );
    return { status: 1 as const, operator: { id: operator.id, name: operator.name, mobileNumber } };
  });

  mountRoute(app, routes.testDoctors, 'testDoctors', async ({ body }) => {
    if (body.speciality && !SPECIALITIES.includes(body.speciality as SpecialityName)) {
      throw badRequest(`speciality must be one of: ${SPECIALITIES.join(', ')}.`, 'speciality');
    }
    const clinic =
      body.clinicId === undefined ? await buildClinic(db, body.clinic) : await findClinic(db, body.clinicId);
    if (!clinic) throw badRequest('clinicId must name a clinic.', 'clinicId');
    const built = [];
    for (let i = 0; i < body.count; i++) {
      built.push(
        await buildDoctor(db, {
          clinicId: clinic.id,
          name: body.name && body.count > 1 ? `${body.name} ${i + 1}` : body.name,
          speciality: body.speciality as SpecialityName | undefined,
          consultTypes: body.consultTypes,
          languages: body.languages,
          feePaise: body.feePaise,
          gender: body.gender,
          hours: body.hours,
        }),
      );
    }
    return {
      status: 1 as const,
      clinic: { id: clinic.id, name: clinic.name },
      doctors: built.map((d) => ({ id: d.id, name: d.name, mobileNumber: d.mobileNumber, clinicId: d.clinicId })),
    };
  });

  mountRoute(app, routes.testParents, 'testParents', async ({ body }) => {
    const member = ({ ageDays, ...m }: (typeof body.members)[number]) => ({
      ...m,
      dateOfBirth: ageDays === undefined ? undefined : indianDay(-ageDays),
    });
    const parent = await buildParent(db, {
      type: body.type,
      self: body.self ? member({ relation: 'self', firstName: 'Test', ...body.self }) : undefined,
      members: body.members.map(member),
    });
    if (body.plan) await holdPlan(db, parent.accountId, { startsOn: indianDay(-30), endsOn: indianDay(334) });
    return {
      status: 1 as const,
      mobileNumber: parent.mobileNumber,
      members: [{ id: parent.selfId, relation: 'self', firstName: body.self?.firstName ?? 'Test' }, ...parent.members],
    };
  });

  mountRoute(app, routes.testPlans, 'testPlans', async ({ body }) => ({
    status: 1 as const,
    planId: (await buildPlan(db, body)).id,
  }));

  mountRoute(app, routes.testConsultations, 'testConsultations', async ({ body }) => {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.mobileNumber, body.mobileNumber));
    if (!account) throw notFound('No account has that mobile number.');
    const [self] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.accountId, account.id), eq(members.relation, 'self')));
    const [other] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.accountId, account.id), ne(members.relation, 'self')))
      .orderBy(members.id)
      .limit(1);
    const memberId = body.memberId ?? other?.id ?? self?.id;
    const [member] = memberId
      ? await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, memberId), eq(members.accountId, account.id)))
      : [];
    if (!member || !self) throw badRequest('memberId must be a member of this account.', 'memberId');
    const [doctor] = await db
      .select({ id: doctors.id, feePaise: doctors.feePaise })
      .from(doctors)
      .where(eq(doctors.id, body.doctorId));
    if (!doctor) throw notFound('No doctor has that id.');
    const clinicId = await doctorClinic(db, doctor.id);
    const day = new TZDate(`${indianDay(-body.daysAgo)}T11:00:00`, CLINIC_TIME_ZONE);
    const consultation = await buildConsultation(db, {
      parent: { accountId: account.id, selfId: self.id },
      memberId: member.id,
      doctor: { ...doctor, clinicId },
      slotStart: new Date(day.getTime()),
      status: 'completed',
      helpQuestion: body.helpQuestion,
    });
    const rx = body.prescription ? await buildPrescription(db, consultation, body.prescription) : null;
    return { status: 1 as const, consultationId: consultation.id, prescriptionId: rx?.id ?? null };
  });
}

/** The clinic the doctor works at (the first of their schedules). */
async function doctorClinic(db: Db, doctorId: number) {
  const [row] = await db
    .select({ clinicId: doctorSchedules.clinicId })
    .from(doctorSchedules)
    .where(eq(doctorSchedules.doctorId, doctorId))
    .limit(1);
  if (!row) throw badRequest('That doctor has no schedule, so no clinic.', 'doctorId');
  return row.clinicId;
}

import { describe, expect, it } from 'vitest';
import { type RouteDef, routes } from '../routes';
import { fieldsOf, isDateField, variantsOf } from '../test/requestSamples';

/** Every field of every request schema of the route table (body and query), with its route. */
const fields = Object.entries(routes as Record<string, RouteDef>).flatMap(([name, route]) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    return variantsOf(schema).flatMap((variant) =>
      fieldsOf(variant).map((f) => ({ name: `${name} ${part}.${f.path.join('.')}`, ...f })),
    );
  }),
);

describe('every request field of the route table', () => {
  it('finds the fields (the walk itself works)', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.map((f) => f.name)).toContain('addGuestProfile body.firstName');
    expect(fields.map((f) => f.name)).toContain('add2Cart body.orders.0.orderDetails.0.PlanName');
  });

  it.each(fields.map((f) => [f.name, f] as const))('%s refuses a NUL byte', (_name, field) => {
    expect(field.schema.safeParse('a\u0000b').success).toBe(false);
    expect(field.schema.safeParse('a\u001bb').success).toBe(false);
  });

  it('uses the shared calendar date for every date field, and each takes 29 February of a leap year', () => {
    const dates = fields.filter((f) => isDateField(f.schema));
    expect(dates.map((f) => f.name).sort()).toEqual(
      [
        'addBookConsultAppointmentInfo body.consultationDate',
        'addGrowthData body.achievedDate',
        'adminAddExtraHours body.date',
        'adminAddHoliday body.date',
        'adminConsultations query.from',
        'adminConsultations query.to',
        'adminConsultationsCsv query.from',
        'adminConsultationsCsv query.to',
        'adminDailySummary query.date',
        'adminMoveConsultation body.consultationDate',
        'adminAddLeave body.from',
        'adminAddLeave body.to',
        'consoleTakeLeave body.from',
        'consoleTakeLeave body.to',
        'consoleWritePrescription body.followUpDate',
        'getAllDoctorSlot query.dt',
        'getAllSlot query.dt',
        'getAllSlotTime query.dt',
        'getDietPlan query.dt',
        'markEarlierVaccines body.takenOn',
        'modifyNotificationUserStatus body.achievedDate',
        'modifyNotificationUserStatus body.achievedDate',
        'rescheduleConsultation body.consultationDate',
        'saveUserDetails body.dob',
      ].sort(),
    );
    for (const f of dates) {
      expect(f.schema.safeParse('2024-02-29').success, f.name).toBe(true);
      expect(f.schema.safeParse('2024-02-30').success, f.name).toBe(false);
    }
  });

  it('leaves no field named like a date outside the shared schema', () => {
    const dateLike = fields.filter((f) => /^(dt|dob)$|date/i.test(f.path.at(-1) ?? ''));
    expect(dateLike.filter((f) => !isDateField(f.schema)).map((f) => f.name)).toEqual([]);
  });
});

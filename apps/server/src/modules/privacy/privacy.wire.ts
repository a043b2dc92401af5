import type { DataExport } from '@app/contract/schemas/privacy';
import { toRupees } from '../../lib/money';
import type { PersonalData } from './privacy.service';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const amounts = (r: { amountPaise: number; gstPaise: number; discountPaise: number; totalPaise: number }) => ({
  amount: toRupees(r.amountPaise),
  gst: toRupees(r.gstPaise),
  discount: toRupees(r.discountPaise),
  total: toRupees(r.totalPaise),
});

/** The milestone answer as the tracker's buttons say it (-1 not yet, 3 sometimes, 1 frequently). */
const ANSWERS = { '-1': 'not yet', '3': 'sometimes', '1': 'frequently' } as const;
const answerOf = (intervention: number) => ANSWERS[String(intervention) as keyof typeof ANSWERS] ?? 'not yet';

const ABOUT =
  'Everything we hold about your account on the day of this copy (Digital Personal Data Protection Act 2023). ' +
  'Times are UTC (ISO 8601), dates are Indian dates, amounts are in rupees. The files you uploaded are listed ' +
  'by name; open them in the app.';

type Share = PersonalData['family']['given'][number];

/**
 * An invitation in the copy: the number invited and the children's names for one the parent made;
 * for one they received, only its state and the children's ids (the inviting family's names are theirs).
 */
const shareOnFile = (s: Share, given: boolean) => ({
  inviteId: s.inviteId,
  state: s.state,
  invitedPhone: given ? s.otherPhone : '',
  children: s.members.map((m) => ({
    memberId: m.memberId,
    name: given ? `${m.firstName} ${m.lastName}`.trim() : '',
  })),
  expiresAt: iso(s.expiresAt),
});

/** The parent's copy of their data, as the file they download (the contract's DataExport). */
export function dataExportOnWire(d: PersonalData): DataExport {
  return {
    exportedAt: iso(d.exportedAt),
    about: ABOUT,
    account: {
      phone: d.account.phoneE164,
      type: d.account.type,
      createdAt: iso(d.account.createdAt),
      registeredAt: isoOrNull(d.account.registeredAt),
    },
    members: d.members.map((m) => ({
      memberId: m.memberId,
      relation: m.relation,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      gender: m.gender,
      ageBand: m.ageBand,
      dateOfBirth: m.dateOfBirth,
      heightCm: m.heightCm,
      weightKg: m.weightKg,
      bornEarly: m.isPremature,
    })),
    agreements: d.agreements.map((a) => ({ ...a, acceptedAt: iso(a.acceptedAt) })),
    consultations: d.consultations.map((c) => ({
      consultationId: c.id,
      memberId: c.memberId,
      date: c.slotDate,
      time: c.slotLabel,
      doctorName: c.doctorName,
      mode: c.consultType,
      status: c.status,
    })),
    consents: d.consents.map((c) => ({
      consultationId: c.consultationId,
      adultName: c.adultName,
      adultRelation: c.adultRelation,
      callBackPhone: c.callBackPhone,
      givenAt: iso(c.createdAt),
    })),
    triageChecks: d.triageChecks.map(({ createdAt, ...c }) => ({ ...c, checkedAt: iso(createdAt) })),
    prescriptions: d.prescriptions.map(({ id: _id, correctionReason: _why, medicines, ...p }) => ({
      ...p,
      medicines: medicines.map(({ id: _m, prescriptionId: _p, ...m }) => m),
    })),
    orders: d.orders.map((o) => ({
      orderId: o.uniqueId,
      memberId: o.memberId,
      consultationId: o.consultationId,
      planId: o.planId,
      ...amounts(o),
      status: o.status,
      createdAt: iso(o.createdAt),
    })),
    refunds: d.refunds.map((r) => ({
      refundId: r.id,
      consultationId: r.consultationId ?? 0,
      amount: toRupees(r.amountPaise),
      status: r.status,
      requestedAt: iso(r.createdAt),
      processedAt: isoOrNull(r.processedAt),
    })),
    receipts: d.receipts.map((r) => ({
      number: r.number,
      kind: r.kind,
      issuedAt: iso(r.issuedAt),
      description: r.description,
      payerName: r.payerName,
      payerPhone: r.payerPhone,
      doctorName: r.doctorName,
      ...amounts(r),
    })),
    growth: d.growth,
    milestones: d.milestones.map((m) => ({
      memberId: m.memberId,
      milestone: m.milestone,
      answer: answerOf(m.intervention),
      achievedOn: m.achievedOn,
      notes: m.notes,
      uploadId: m.uploadId,
    })),
    vaccinations: d.vaccinations,
    uploads: d.uploads.map(({ createdAt, ...u }) => ({ ...u, uploadedAt: iso(createdAt) })),
    family: {
      given: d.family.given.map((s) => shareOnFile(s, true)),
      received: d.family.received.map((s) => shareOnFile(s, false)),
    },
    plans: d.plans.map((p) => ({ planName: p.planName, startsOn: p.startsOn, endsOn: p.endsOn })),
    dataRequests: d.dataRequests.map((r) => ({
      kind: r.kind,
      requestedAt: iso(r.requestedAt),
      completedAt: isoOrNull(r.completedAt),
    })),
  };
}

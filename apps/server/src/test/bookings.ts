import { dateIn } from '@app/contract/calendar';
import { CONSENT_VERSION } from '@app/contract/consent';
import type { CONSULT_TYPES } from '@app/contract/constants';
import { routes } from '@app/contract/routes';

type ConsultType = (typeof CONSULT_TYPES)[number];

import { eq } from 'drizzle-orm';
import { doctors } from '../db/schema';
import { dateWindow, instantOf, labelOf, minuteOf } from '../modules/catalog/slots';
import { signIn, type TestApp } from './builders';
import { callRoute } from './callRoute';

type Card = { doctorID: number; clinicId: number; Slots: { slot: string }[] };
type Parent = Awaited<ReturnType<typeof signIn>>;

/**
 * A parent holding a free slot of `consultType` on the date `daysAhead` from the test clock's
 * Indian today, through the real calls: the first slot the listing offers (it leaves out held,
 * booked and completed slots, so no call needs to know what earlier tests hold).
 */
export async function holdSlot(
  t: TestApp,
  opts: { consultType?: ConsultType; daysAhead?: number; parent?: Parent; doctorId?: number; memberId?: number } = {},
) {
  const consultType = opts.consultType ?? 'video';
  const date = dateWindow('Asia/Kolkata', t.clock.now())[opts.daysAhead ?? 1] ?? '';
  const parent = opts.parent ?? (await signIn(t));
  const listing = await callRoute(t.app, routes.getAllDoctorSlot, {
    query: { appointmentType: consultType, dt: date, pageSize: 200, doctorId: opts.doctorId ?? '' },
  });
  const card = (listing.json().data as Card[]).find((c) => c.Slots.length > 0);
  const slot = card?.Slots[0]?.slot;
  if (!card || !slot) throw new Error(`no free ${consultType} slot on ${date}`);
  const held = await callRoute(t.app, routes.addBookConsultAppointmentInfo, {
    token: parent.authToken,
    body: {
      guestId: opts.memberId ?? parent.userID,
      consultType,
      consultationDate: date,
      slot,
      DoctorId: card.doctorID,
      clinic: card.clinicId,
    },
  });
  if (held.statusCode !== 200) throw new Error(`hold failed: ${held.body}`);
  return {
    parent,
    /** Who it is for: the parent's own record, or the member named. */
    memberId: opts.memberId ?? parent.userID,
    doctorId: card.doctorID,
    clinicId: card.clinicId,
    appReqId: held.json().appReqId as number,
    slotStart: instantOf(date, minuteOf(slot) ?? 0, 'Asia/Kolkata'),
  };
}

/** The clinic's date and slot label of an instant ('2026-11-23', '09:20 AM'), as a parent sends them. */
export function slotOf(at: Date) {
  const date = dateIn('Asia/Kolkata', at);
  return { date, label: labelOf((at.getTime() - instantOf(date, 0, 'Asia/Kolkata').getTime()) / 60_000) };
}

/** `parent` asks to hold the video slot of a doctor starting at `at` (the raw answer: 200, or 409 when taken). */
export function holdVideoSlotAt(
  t: TestApp,
  parent: { userID: number; authToken: string },
  doctor: { doctorId: number; clinicId: number },
  at: Date,
) {
  return callRoute(t.app, routes.addBookConsultAppointmentInfo, {
    token: parent.authToken,
    body: {
      guestId: parent.userID,
      consultType: 'video',
      consultationDate: slotOf(at).date,
      slot: slotOf(at).label,
      DoctorId: doctor.doctorId,
      clinic: doctor.clinicId,
    },
  });
}

/** A hold to pay: a doctor's slot, or a place in the on-duty queue (no doctor or clinic yet). */
type Hold = Pick<Awaited<ReturnType<typeof holdSlot>>, 'parent' | 'appReqId'> & {
  doctorId: number | null;
  clinicId: number | null;
  /** Who it is for, when not the parent's own record. */
  memberId?: number;
};

/** The parent consents before paying, as the payment screen asks: for the child, and to the doctor's call. */
export async function giveConsent(t: TestApp, h: Pick<Hold, 'parent' | 'appReqId'>) {
  const res = await callRoute(t.app, routes.giveConsent, {
    token: h.parent.authToken,
    body: {
      appReqId: h.appReqId,
      adultName: 'Test Parent',
      adultRelation: 'mother',
      consent: true,
      callBack: true,
      version: CONSENT_VERSION,
    },
  });
  if (res.statusCode !== 200) throw new Error(`consent refused: ${res.body}`);
}

/**
 * Prices a hold (GetItemsById) and posts the spec's order with the server's own amounts, after
 * `change` has had its way with the order line (tests tamper with it); returns the price and the
 * raw Add2Cart answer.
 */
export async function placeOrder(
  t: TestApp,
  h: Hold,
  change: (line: Record<string, unknown>) => void = () => {},
  opts: { consent?: boolean } = {},
) {
  const headers = { authtoken: h.parent.authToken };
  if (opts.consent !== false) await giveConsent(t, h);
  const price = (
    await t.app.inject({
      url: `/api/Cart/GetItemsById?id=14&userType=Guest&userId=${h.memberId ?? h.parent.userID}&productType=CONSULT&doctorId=${h.doctorId ?? ''}&clinicId=${h.clinicId ?? ''}&appReqId=${h.appReqId}`,
      headers,
    })
  ).json();
  const line: Record<string, unknown> = {
    PlanId: 14,
    PlanName: price.planName,
    PlanDesc: price.planDesc,
    PlanDuration: price.planDuration,
    Amount: price.planCostAnnual,
    Disc: price.discount,
    Total: price.planCostAnnualWithGST - price.discount,
    ServiceType: 'CONSULTATION',
    UserId: h.memberId ?? h.parent.userID,
    UserType: 'Guest',
    ServiceId: h.appReqId,
    // A place in the queue names no doctor.
    ...(h.doctorId === null ? {} : { DoctorId: h.doctorId }),
    orderDetails: [
      {
        PlanId: 14,
        ItemId: 1,
        PlanName: price.planName,
        PlanDesc: price.planDesc,
        Tariff: price.planCostAnnual,
        GST: price.planCostAnnualWithGST - price.planCostAnnual,
        Disc1: price.discount,
        Amount: price.planCostAnnual,
      },
    ],
  };
  change(line);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Cart/Add2Cart',
    headers,
    payload: { userType: 'Guest', userId: h.memberId ?? h.parent.userID, orders: [line] },
  });
  return { price, res };
}

/** Prices and orders a hold with the server's own amounts; returns the Add2Cart answer. */
export async function orderHold(t: TestApp, h: Hold) {
  const { res } = await placeOrder(t, h);
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
  return res.json() as { uniqueId: string; total: number; checkout: { gateway: string; url?: string } };
}

/** A consultation held, ordered and paid through the sandbox gateway: status 'booked'. */
export async function bookedConsultation(t: TestApp, opts: Parameters<typeof holdSlot>[1] = {}) {
  const h = await holdSlot(t, opts);
  return { ...h, order: await payHold(t, h) };
}

/** Orders a hold and pays it through the sandbox gateway (or confirms a zero total): it is booked. */
export async function payHold(t: TestApp, h: Hold) {
  const order = await orderHold(t, h);
  await payOrder(t, h.parent, order);
  return order;
}

/**
 * Pays an order as the parent would: on the sandbox gateway's page, or, for a zero total, by
 * telling the server (nothing to pay). Throws unless the order ends paid.
 */
export async function payOrder(
  t: TestApp,
  parent: { authToken: string; userID: number },
  order: { uniqueId: string; checkout: { gateway: string; url?: string } },
) {
  if (order.checkout.gateway === 'sandbox' && order.checkout.url) {
    const paid = await completeOnSandbox(t, order.checkout.url, 'pay');
    if (paid.json().cartStatus !== 'Success') throw new Error(`payment failed: ${paid.body}`);
    return;
  }
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/Cart/UpdateCartStatus',
    headers: { authtoken: parent.authToken },
    payload: {
      UserType: 'Guest',
      UserId: parent.userID,
      UniqueId: order.uniqueId,
      Status: 'Success',
      TransactionId: '',
    },
  });
  if (done.json().cartStatus !== 'Success') throw new Error(`zero-total success failed: ${done.body}`);
}

/** The sandbox page's button: pay, fail or cancel the order its address names. */
export function completeOnSandbox(t: TestApp, checkoutUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
  const params = Object.fromEntries(new URL(`http://x${checkoutUrl}`).searchParams);
  return t.app.inject({ method: 'POST', url: '/api/Sandbox/Complete', payload: { ...params, outcome } });
}

const consoleTokens = new WeakMap<TestApp, Map<number, string>>();

/**
 * Moves the test clock to `at` (never backwards): the console acts on a consultation only from 10
 * minutes before its slot. The doctors' cached console sign-ins are forgotten, as a long move can
 * outlast them (a sign-in lasts a working day).
 */
export function moveClockTo(t: TestApp, at: Date) {
  t.clock.advance(Math.max(0, at.getTime() - t.clock.now().getTime()));
  consoleTokens.delete(t);
}

/**
 * A built doctor's console token (db/builders buildDoctor), through the real OTP calls; kept per
 * test app and doctor, as a doctor stays signed in (a second OTP within 30 s would be refused).
 * A doctor given by id is looked up for the number. `cached: false` for a test that signs out.
 */
export async function consoleSignIn(
  t: TestApp,
  doctor: number | { id: number; phoneE164: string | null },
  opts: { cached?: boolean } = {},
) {
  const { id: doctorId, phoneE164 } = typeof doctor === 'number' ? await doctorById(t, doctor) : doctor;
  const tokens = consoleTokens.get(t) ?? new Map<number, string>();
  consoleTokens.set(t, tokens);
  const known = tokens.get(doctorId);
  if (known && opts.cached !== false) return known;
  const number = (phoneE164 ?? '').replace(/^\+91/, '');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/Console/RequestOtp',
    payload: { mobileCode: '91', mobileNumber: number },
    remoteAddress: `10.9.${doctorId % 250}.${(doctorId * 7) % 250}`,
  });
  if (sent.statusCode !== 200) throw new Error(`console send failed: ${sent.body}`);
  await t.background.settled();
  const code = /\b(\d{6})\b/.exec(t.sms.messages(number)[0]?.text ?? '')?.[1];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/Console/VerifyOtp',
    payload: { mobileCode: '91', mobileNumber: number, otp: code },
  });
  if (verified.statusCode !== 200) throw new Error(`console verify failed: ${verified.body}`);
  const token = verified.json().authToken as string;
  if (opts.cached !== false) tokens.set(doctorId, token);
  return token;
}

async function doctorById(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ id: doctors.id, phoneE164: doctors.phoneE164 })
    .from(doctors)
    .where(eq(doctors.id, id));
  if (!row) throw new Error(`no doctor ${id}`);
  return row;
}

/** A medicine every consultation may prescribe (List O), as the console sends it. */
export const PARACETAMOL = {
  name: 'Paracetamol',
  strength: '120 mg/5 ml syrup',
  freq: 'Every 6 hours if fever',
  dose: '5',
  dosemesure: 'ml',
  dureationDays: 3,
  note: 'Only above 38.5 °C.',
};

/** A complete, valid prescription for the console to save, with `change` over it. */
export const prescriptionBody = (appReqId: number, change: Record<string, unknown> = {}) => ({
  appReqId,
  weightKg: 12.5,
  patientAddress: '12 MG Road, Bengaluru 560001',
  chiefComplaints: 'Fever for 2 days.',
  findings: 'Alert, drinking well, no rash.',
  diagnosis: 'Acute viral fever',
  investigations: '',
  medicines: [PARACETAMOL],
  advice: 'Plenty of fluids.',
  signed: true as const,
  ...change,
});

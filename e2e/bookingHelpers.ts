import type { APIRequestContext, Page } from '@playwright/test';
import { CONSENT_VERSION } from '../packages/contract/src/consent';
import { paths } from '../packages/contract/src/paths';
import { expect } from './fixtures';
import { handoffFor, linkExpiry, signInAsNew, uniqueMobile } from './helpers';
import { E2E_HANDOFF_SECRET } from './playwright.config';

/** The persisted client state (app/persist.ts). */
const STATE_KEY = 'child-health:state:v1';

export interface SavedBasic {
  id?: number;
  authToken?: string;
  appReqId?: number;
  doctorId?: number;
  doctorName?: string;
  clinicId?: number;
  apointmentType?: string;
  netFees?: number;
  isMobile?: 0 | 1;
}

export interface ListingSlot {
  slot: string;
  appointmenttype: string;
  netFees: number;
}
export interface ListingCard {
  doctorID: number;
  doctorName: string;
  clinicId: number;
  clinicName: string;
  Slots: ListingSlot[];
}

export async function savedBasic(page: Page): Promise<SavedBasic> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').Basic ?? {}, STATE_KEY);
}

/** A new guest signs in (real OTP flow) and makes the account holder the active member. */
export async function signInWithMember(page: Page): Promise<string> {
  const mobileNumber = await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: new RegExp(`\\+91 ${mobileNumber}`) }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(async () => (await savedBasic(page)).id).toBeTruthy();
  return mobileNumber;
}

/** A second parent, signed in through the API alone (a native hand-off: no OTP, no captcha). */
export async function apiParent(
  request: APIRequestContext,
  at: string,
): Promise<{ userID: number; authToken: string }> {
  const mobileNumber = uniqueMobile();
  const res = await request.post('/api/App/AddGuestPhone', {
    data: {
      mobileCode: '91',
      mobileNumber,
      NoOTPVerification: 1,
      handoff: handoffFor(E2E_HANDOFF_SECRET, '91', mobileNumber, linkExpiry(at)),
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { userID: number; authToken: string };
  return { userID: body.userID, authToken: body.authToken };
}

export async function listing(
  request: APIRequestContext,
  query: { dt: string; appointmentType?: string; doctorId?: number; speciality?: number; type?: string },
): Promise<ListingCard[]> {
  const params = new URLSearchParams({
    status: '1',
    appointmentType: query.appointmentType ?? '',
    dt: query.dt,
    doctorId: query.doctorId === undefined ? '' : String(query.doctorId),
    speciality: query.speciality === undefined ? '' : String(query.speciality),
    clinicId: '',
    type: query.type ?? '',
    PatientId: '',
    pageSize: '200', // every doctor, not only the screen's first page
  });
  const res = await request.get(`/api/App/GetAllDoctorSlot?${params}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ListingCard[] }).data;
}

/** A parent's hold of a video `slot` with the doctor on `date` (the booking's first call); the consultation's id. */
export async function holdSlot(
  request: APIRequestContext,
  parent: { authToken: string; memberId: number },
  doctor: { id: number; clinicId: number },
  date: string,
  slot: string,
): Promise<number> {
  const held = await request.post(paths.addBookConsultAppointmentInfo, {
    headers: { AuthToken: parent.authToken, userId: String(parent.memberId) },
    data: {
      guestId: parent.memberId,
      consultType: 'video',
      consultationDate: date,
      slot,
      DoctorId: doctor.id,
      clinic: doctor.clinicId,
    },
  });
  expect(held.status(), await held.text()).toBe(200);
  return ((await held.json()) as { appReqId: number }).appReqId;
}

/**
 * Books the doctor's first free video slot on `date` for the member, through the real calls a
 * booking makes (hold, price, order, the sandbox gateway's payment): the journey under test starts
 * with a paid consultation, and the booking screens have journeys of their own.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  memberId: number,
  doctor: { id: number; clinicId: number },
  date: string,
) {
  const headers = { AuthToken: token, userId: String(memberId) };
  const [card] = await listing(request, { dt: date, appointmentType: 'video', doctorId: doctor.id });
  const slot = card?.Slots[0]?.slot;
  if (!card || !slot) throw new Error(`no free video slot of doctor ${doctor.id} on ${date}`);
  const appReqId = await holdSlot(request, { authToken: token, memberId }, doctor, date, slot);

  const priced = await request.get(
    `${paths.getItemsById}?id=14&userType=Registered&userId=${memberId}&productType=CONSULT&doctorId=${doctor.id}&clinicId=${doctor.clinicId}&appReqId=${appReqId}`,
    { headers },
  );
  expect(priced.status(), await priced.text()).toBe(200);
  const price = (await priced.json()) as Record<string, number | string>;
  const [tariff, withGst, discount] = [price.planCostAnnual, price.planCostAnnualWithGST, price.discount].map(Number);
  const line = {
    PlanId: 14,
    PlanName: price.planName,
    PlanDesc: price.planDesc,
    PlanDuration: price.planDuration,
    Amount: tariff,
    Disc: discount,
    Total: (withGst ?? 0) - (discount ?? 0),
    ServiceType: 'CONSULTATION',
    UserId: memberId,
    UserType: 'Registered',
    ServiceId: appReqId,
    DoctorId: doctor.id,
    orderDetails: [
      {
        PlanId: 14,
        ItemId: 1,
        PlanName: price.planName,
        PlanDesc: price.planDesc,
        Tariff: tariff,
        GST: (withGst ?? 0) - (tariff ?? 0),
        Disc1: discount,
        Amount: tariff,
      },
    ],
  };
  const consented = await request.post(paths.giveConsent, {
    headers,
    data: {
      appReqId,
      adultName: 'Priya Sharma',
      adultRelation: 'mother',
      consent: true,
      callBack: true,
      version: CONSENT_VERSION,
    },
  });
  expect(consented.status(), await consented.text()).toBe(200);
  const ordered = await request.post(paths.add2Cart, {
    headers,
    data: { userType: 'Registered', userId: memberId, orders: [line] },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const checkout = ((await ordered.json()) as { checkout: { url?: string } }).checkout.url ?? '';
  const params = Object.fromEntries(new URL(checkout, 'http://x').searchParams);
  const paid = await request.post(paths.sandboxComplete, { data: { ...params, outcome: 'pay' } });
  expect(((await paid.json()) as { cartStatus: string }).cartStatus).toBe('Success');
  return { appReqId, slot };
}

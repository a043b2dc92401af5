import type { APIRequestContext, Page } from '@playwright/test';
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

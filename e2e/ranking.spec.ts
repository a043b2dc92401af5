import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { buildDoctors, buildParent } from './builders';
import { nextWorkingDay } from './clock';
import { expect, test } from './fixtures';
import { noDangerSigns, signInParent, snap } from './helpers';

// The right doctor first: a parent of a 2-year-old with Fever, at a clinic where a child
// psychologist and a dietitian are free from 07:00 and two paediatricians only from 10:00, sees
// the paediatricians first, and the psychologist and the dietitian by name, without 'Dr.', after
// them. On the narrowest phone the app supports.

test.use({ viewport: { width: 360, height: 780 } });

const cards = (page: Page) => page.getByRole('article');
const slotName = /^\d\d:\d\d [AP]M/;

test('Fever at 2 years: a paediatrician first, the psychologist without Dr.', async ({ page, at }) => {
  const clinicName = `Whitefield Child Clinic ${randomInt(1000, 9999)}`;
  const early = { startMinute: 7 * 60, endMinute: 12 * 60 };
  const {
    clinic,
    doctors: [meera],
  } = await buildDoctors(page.request, {
    name: 'Meera Mindful',
    speciality: 'Child Psychology',
    clinic: { name: clinicName, address: 'ITPL Main Road, Whitefield, Bengaluru 560066' },
    hours: early,
  });
  if (!meera) throw new Error('no psychologist built');
  await buildDoctors(page.request, { clinicId: clinic.id, name: 'Farah Plate', speciality: 'Nutrition', hours: early });
  await buildDoctors(page.request, {
    clinicId: clinic.id,
    count: 2,
    name: 'Arjun Care',
    hours: { startMinute: 10 * 60, endMinute: 13 * 60 },
  });
  const parent = await buildParent(page.request, {
    members: [{ relation: 'son', firstName: 'Ishaan', lastName: 'Rao', gender: 'Male', ageDays: 2 * 365 + 20 }],
  });

  // The member has his details: choosing him leads to the reason.
  await signInParent(page, at, parent.mobileNumber, 'Ishaan');
  await expect(page).toHaveURL(/\/child-help$/);
  await page.getByRole('radio', { name: 'Fever' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await noDangerSigns(page);

  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill(clinicName);
  await page.getByRole('option', { name: clinicName }).click();
  await page.getByRole('group', { name: 'Date' }).getByRole('radio').nth(nextWorkingDay(at)).check();
  await page.getByRole('button', { name: 'Video' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);

  const names = cards(page).getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['Dr. Arjun Care 1', 'Dr. Arjun Care 2', 'Farah Plate', 'Meera Mindful']);
  await expect(cards(page).first().getByText('Paediatrics', { exact: true })).toBeVisible();
  const psychologist = cards(page).filter({ has: page.getByRole('heading', { name: 'Meera Mindful' }) });
  await expect(psychologist.getByText('Child Psychology', { exact: true })).toBeVisible();
  await expect(psychologist.getByText('MA, MPhil (Clinical Psychology)')).toBeVisible();
  // The psychologist is free earlier than the paediatricians, yet comes after them.
  await expect(psychologist.getByRole('button', { name: slotName }).first()).toHaveText(/^07:00 AM/);
  await expect(cards(page).first().getByRole('button', { name: slotName }).first()).toHaveText(/^10:00 AM/);
  await snap(page, '60-01-ranking-fever-2-years-360');
  await psychologist.scrollIntoViewIfNeeded();
  await snap(page, '60-02-ranking-psychologist-card-360');

  // Her profile: her own registration body, no medical council, no 'Dr.'; and a Book button.
  const [profile] = await Promise.all([
    page.waitForEvent('popup'),
    psychologist.getByRole('link', { name: 'View Profile of Meera Mindful (opens in a new tab)' }).click(),
  ]);
  // A new tab loads the app afresh: on a busy machine that can take a while.
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Meera Mindful', { timeout: 20_000 });
  await expect(profile.getByText('Rehabilitation Council of India (RCI)')).toBeVisible();
  await expect(profile.getByText(/^RCI-CRR-A\d+$/)).toBeVisible();
  await expect(profile.getByText(/Medical Council|NMC|MCI/)).toHaveCount(0);
  await expect(profile.getByRole('link', { name: 'Book a consultation' })).toBeVisible();
  await snap(profile, '60-03-psychologist-profile-360');
  // Book in that new tab: it shares the sign-in, not the member chosen, so it asks whom it is for.
  await profile.getByRole('link', { name: 'Book a consultation' }).click();
  await expect(profile).toHaveURL(/\/details$/);
  await expect(profile.getByRole('dialog', { name: 'Who is this consultation for?' })).toBeVisible();
  await profile.close();

  // The held card names the paediatrician's speciality.
  const paediatrician = cards(page).first();
  await paediatrician.getByRole('button', { name: slotName }).first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  const held = page.getByRole('region', { name: 'Your consultation' });
  await expect(held.getByText('Dr. Arjun Care 1')).toBeVisible();
  await expect(held.getByText('Paediatrics', { exact: true })).toBeVisible();
  await snap(page, '60-04-held-card-speciality-360');

  // Book on her profile in this tab (member and date chosen): her slots on that date.
  await page.goto(`/doctor-profile/${meera.id}`);
  await page.getByRole('link', { name: 'Book a consultation' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['Meera Mindful']);
  await expect(cards(page).first().getByRole('button', { name: slotName }).first()).toHaveText(/^07:00 AM/);
  await snap(page, '60-05-book-from-profile-360');
});

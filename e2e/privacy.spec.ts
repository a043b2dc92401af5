import { readFileSync } from 'node:fs';
import type { DataExport } from '@app/contract/schemas/privacy';
import { buildConsultation, buildDoctors, planParent } from './builders';
import { expect, test } from './fixtures';
import { signInAs, signInParent, snap } from './helpers';

// The parent's data against the real server (decision 0049): Priya opens 'Your data' from her home
// screen, downloads her copy, then deletes her data after typing DELETE. She is signed out and told
// what went and what stays; her number then signs in to a new, empty account.

test('a parent downloads a copy of her data, deletes it, and her number starts again empty', async ({ page, at }) => {
  const priya = await planParent(page.request);
  const [doctor] = (await buildDoctors(page.request, { name: `Dr. Privacy ${Date.now() % 100_000}` })).doctors;
  if (!doctor) throw new Error('no doctor built');
  await buildConsultation(page.request, { mobileNumber: priya.mobileNumber, doctorId: doctor.id, daysAgo: 3 });
  await signInParent(page, at, priya.mobileNumber, 'Aarav');
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Terms and contact' }).getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  await snap(page, '99-01-your-data');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(readFileSync(await file.path(), 'utf8')) as DataExport;
  expect(copy.account.phone).toBe(`+91${priya.mobileNumber}`);
  expect(copy.members.map((m) => m.firstName)).toEqual(['Priya', 'Aarav']);
  expect(copy.consultations).toHaveLength(1);

  // Deleting asks for the word first.
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('remove');
  await dialog.getByRole('button', { name: 'Delete my data' }).click();
  await expect(dialog.getByText('Please type DELETE to confirm.')).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await snap(page, '99-02-your-data-confirm');
  await dialog.getByRole('button', { name: 'Delete my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your data is deleted' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Removed' })).toContainText('Your mobile number');
  await expect(page.getByRole('region', { name: 'Kept, and why' })).toContainText('tax law (GST)');
  await snap(page, '99-03-your-data-deleted');

  // Signed out: the home screen asks for a sign-in, and the same number is a new account.
  await page.getByRole('link', { name: 'Go to the first screen' }).click();
  await expect(page.getByLabel('Phone number', { exact: true })).toBeVisible();
  await signInAs(page, priya.mobileNumber);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Past' })).toContainText(
    'Your past consultations and their prescriptions will show here.',
  );
  await expect(page.getByText('Aarav')).toHaveCount(0);
});

import { bookThroughApi, savedBasic } from './bookingHelpers';
import { AARAV_AGE_DAYS, buildDoctors, buildParent } from './builders';
import { indianDay, workingDaysAhead } from './clock';
import { expect, test } from './fixtures';
import { signInParent, snap } from './helpers';

// Moving a booked consultation, once: from the parent's home to the reschedule screen, another day
// and time of the same doctor, Confirm, and back home with the new time; not offered a second time.

test('a parent moves a booked consultation to another day and time, once, from the home', async ({ page, at }) => {
  test.setTimeout(120_000);
  const [firstDay = 1, laterDay = 2] = workingDaysAhead(at, 2);
  const [doctor] = (await buildDoctors(page.request, { name: `Dr. Reschedule ${Date.now() % 100_000}` })).doctors;
  if (!doctor) throw new Error('no doctor built');
  const parent = await buildParent(page.request, {
    self: { firstName: 'Priya', lastName: 'Sharma', gender: 'Female' },
    members: [{ relation: 'son', firstName: 'Aarav', lastName: 'Sharma', gender: 'Male', ageDays: AARAV_AGE_DAYS }],
  });
  const son = parent.members.find((m) => m.firstName === 'Aarav');
  if (!son) throw new Error('no son built');
  await signInParent(page, at, parent.mobileNumber, 'Aarav');
  const token = (await savedBasic(page)).authToken ?? '';
  const booked = await bookThroughApi(page.request, token, son.id, doctor, indianDay(at, firstDay));

  await page.goto('/home');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const card = upcoming.getByRole('article').filter({ hasText: doctor.name });
  await expect(card).toContainText(`${booked.slot} IST`);
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await snap(page, '85-00-home-reschedule-412');
  await card.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/reschedule\\?consultation=${booked.appReqId}$`));

  // The booking as it stands, and the doctor's free times on its own day.
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule consultation' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Booked now' });
  await expect(current).toContainText('Aarav Sharma');
  await expect(current).toContainText(doctor.name);
  await expect(current).toContainText(`${booked.slot} IST`);
  const strip = page.getByRole('group', { name: 'Date' });
  await expect(strip.getByRole('radio').nth(firstDay)).toBeChecked();
  const times = page.getByRole('region', { name: /^Free times on / });
  // The booked time is not offered again.
  await expect(times.getByRole('button', { name: /^\d\d:\d\d [AP]M$/ }).first()).toBeVisible();
  await expect(times.getByRole('button', { name: booked.slot, exact: true })).toHaveCount(0);

  // Another day, 04:00 PM.
  await strip.getByRole('radio').nth(laterDay).check();
  const later = times.getByRole('button', { name: '04:00 PM', exact: true });
  await later.click();
  await expect(later).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^New time: .+, 04:00 PM IST$/)).toBeVisible();
  await snap(page, '85-01-reschedule-412');
  await page.getByRole('button', { name: 'Confirm new time' }).click();

  // Home again: the toast says where it moved, and the card shows the new time.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/^Moved to .+, 04:00 PM IST\.$/)).toBeVisible();
  await expect(card).toContainText('04:00 PM IST');
  await expect(card).not.toContainText(`${booked.slot} IST`);
  // Moved once: not offered again, and the card says why.
  await expect(card.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  await expect(card).toContainText('A consultation can be moved only once. You can still cancel it for a refund.');
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await snap(page, '85-02-home-moved-412');

  // The screen itself, opened again by its address, says the same and offers no second move.
  await page.goto(`/home/reschedule?consultation=${booked.appReqId}`);
  await expect(
    page.getByText('A consultation can be moved only once. You can still cancel it for a refund.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm new time' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to my consultations' })).toBeVisible();
});

import { buildDoctors } from './builders';
import { expect, test } from './fixtures';
import { snap } from './helpers';
import { consoleOnLaptop, joinAndPay, parentWithChild, placeShown, SMALL_PHONE } from './queueHelpers';

// A doctor within minutes (decision 0038): a doctor on duty in the console, parents paying for a
// place in the queue on their phones, and the doctor taking the longest-waiting one. Every party has
// its own browser context on the test's clock; the data is built for each test.

test.describe('the queue on a Wednesday morning', () => {
  test.use({ at: '2026-11-25T11:00:00+05:30' });

  test('two parents pay for a place; the doctor on duty takes the first, the second moves up', async ({
    page,
    newContextAt,
    at,
  }) => {
    test.setTimeout(120_000);
    const [doctor] = (
      await buildDoctors(page.request, {
        name: `Dr. Asha Queue ${Date.now() % 100_000}`,
        consultTypes: ['audio', 'video'],
      })
    ).doctors;
    if (!doctor) throw new Error('no doctor built');

    // The doctor goes on duty for audio and video calls in English (the panel's defaults).
    const console = await consoleOnLaptop(newContextAt, doctor.mobileNumber);
    const duty = console.getByRole('switch', { name: 'Available for instant consultations' });
    await duty.click();
    await expect(duty).toHaveAttribute('aria-checked', 'true');
    for (const box of ['Audio', 'Video', 'English'])
      await expect(console.getByRole('checkbox', { name: box })).toBeChecked();
    await expect(console.getByText(/On duty since \d\d?:\d\d/)).toBeVisible();
    await expect(console.getByText('0 parents waiting')).toBeVisible();
    await expect(console.getByRole('button', { name: 'Take next' })).toBeDisabled();
    await snap(console, 'q-01-console-on-duty-1280');

    // The first parent, on a 412 px phone: a doctor on duty, nobody ahead.
    await parentWithChild(page, at, { firstName: 'Kabir', lastName: 'Rao' });
    await page.goto('/doctor-cons');
    await expect(page.getByRole('heading', { name: 'Take a doctor consultation call' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Audio' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.getByText(/1 doctor on duty · about \d+ minutes?/)).toBeVisible();
    await expect(page.getByText('₹299').first()).toBeVisible();
    await snap(page, 'q-02-doctor-cons-on-duty-412');
    const first = await joinAndPay(page, 'q-03-doctor-cons');
    await placeShown(page, 1);
    await expect(page.getByText(/If no doctor takes your call by \d\d?:\d\d/)).toBeVisible();
    await snap(page, 'q-04-queue-number-1-412');

    // The second parent, on a 360 px phone of their own: one parent ahead.
    const phone = await (await newContextAt(SMALL_PHONE)).newPage();
    await parentWithChild(phone, at, { firstName: 'Ishaan', lastName: 'Mehta' });
    await phone.goto('/doctor-cons');
    await expect(phone.getByText('1 parent ahead of you')).toBeVisible();
    await snap(phone, 'q-05-doctor-cons-one-ahead-360');
    const second = await joinAndPay(phone, 'q-06-doctor-cons');
    expect(second).not.toBe(first);
    await placeShown(phone, 2);
    await snap(phone, 'q-07-queue-number-2-360');

    // The console's queue (read every 10 s): both, the longest-waiting first.
    await expect(console.getByText('2 parents waiting')).toBeVisible({ timeout: 15_000 });
    const rows = console.getByRole('list', { name: /waiting/i }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Kabir Rao');
    await expect(rows.nth(1)).toContainText('Ishaan Mehta');
    await snap(console, 'q-08-console-queue-1280');

    // Take next opens the taken consultation, the first parent's, as for a booked one.
    await console.getByRole('button', { name: 'Take next' }).click();
    await expect(console.getByText(/Calling Kabir/).first()).toBeVisible();
    await expect(console).toHaveURL(new RegExp(`/console/consultations/${first}$`));
    await snap(console, 'q-09-console-taken-1280');
    await console.goto('/console');
    await expect(console.getByText('1 parent waiting')).toBeVisible({ timeout: 15_000 });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Ishaan Mehta');

    // The first parent is being called; the second is next.
    await expect(page.getByText('A doctor is calling you now')).toBeVisible({ timeout: 15_000 });
    await snap(page, 'q-10-queue-called-412');
    await placeShown(phone, 1);
    await snap(phone, 'q-11-queue-number-1-360');

    // The second parent leaves the queue: asked first, refunded in full, and home; nobody waits now.
    await phone.getByRole('button', { name: 'Leave the queue' }).click();
    await phone.getByRole('dialog', { name: 'Leave the queue?' }).getByRole('button', { name: 'Yes, leave' }).click();
    await expect(phone).toHaveURL(/\/home$/);
    await expect(phone.getByRole('region', { name: 'Refunds' })).toContainText('₹299');
    await snap(phone, 'q-12-home-left-queue-360');
    await expect(console.getByText('0 parents waiting')).toBeVisible({ timeout: 15_000 });

    // Off duty again: a doctor left on duty would be 'on duty' for the tests after this one.
    await duty.click();
    await expect(duty).toHaveAttribute('aria-checked', 'false');
  });
});

test.describe('the queue late on a Thursday night', () => {
  test.use({ at: '2026-11-26T22:30:00+05:30' });

  test('nobody on duty: the screen says so and offers the next free slot, which Book this time opens', async ({
    page,
    at,
  }) => {
    // The only Hindi-speaking audio doctor of the run works on Saturdays: the next free slot is
    // Saturday 10:00, two days on, so the date the booking screen opens with is the one chosen here.
    const [doctor] = (
      await buildDoctors(page.request, {
        name: `Dr. Meera Saturday ${Date.now() % 100_000}`,
        consultTypes: ['audio'],
        languages: ['english', 'hindi'],
        hours: { weekdays: [6], startMinute: 600, endMinute: 720, slotMinutes: 30 },
      })
    ).doctors;
    if (!doctor) throw new Error('no doctor built');
    await parentWithChild(page, at, { firstName: 'Vihaan', lastName: 'Nair' });
    await page.goto('/doctor-cons');
    await page.getByRole('radio', { name: 'Hindi' }).check();
    await expect(page.getByText('No doctor is on duty for audio calls in Hindi right now.')).toBeVisible();
    const next = page.getByText(/Next free slot:/);
    await expect(next).toContainText('Saturday, 28 Nov 2026, 10:00 AM');
    await expect(next).toContainText(doctor.name);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await snap(page, 'q-13-doctor-cons-nobody-on-duty-412');

    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page).toHaveURL(/\/doctor-apointment$/);
    await expect(page.getByRole('group', { name: 'Date' }).locator('input:checked')).toHaveValue('2026-11-28');
    await expect(page.getByRole('radio', { name: 'Hindi' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Audio', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, 'q-14-doctor-apointment-next-slot-412');
  });
});

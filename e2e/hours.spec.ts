import type { APIRequestContext, Page } from '@playwright/test';
import { apiParent, holdSlot, listing } from './bookingHelpers';
import { buildDoctors } from './builders';
import { indianDay, indianDayDmy } from './clock';
import { expect, test } from './fixtures';
import { snap } from './helpers';
import { consoleOnLaptop } from './queueHelpers';

// A doctor's own hours and leave in the console (decision 0052): the week as it stands, an edit the
// server refuses and then takes, leave refused over a booked consultation and then taken, and a
// parent's listing that follows each change at once.

/** The doctor's free video slots on a date, as a parent's listing shows them. */
async function slotsOn(request: APIRequestContext, doctorId: number, date: string): Promise<string[]> {
  const cards = await listing(request, { dt: date, appointmentType: 'video', doctorId });
  return cards.flatMap((card) => card.Slots.map((slot) => slot.slot));
}

/** A parent keeps the doctor's first free video slot on `date` (a hold: it counts as booked for leave). */
async function holdFirstSlot(
  request: APIRequestContext,
  at: string,
  doctor: { id: number; clinicId: number },
  date: string,
) {
  const parent = await apiParent(request, at);
  const [slot = ''] = await slotsOn(request, doctor.id, date);
  return holdSlot(request, { authToken: parent.authToken, memberId: parent.userID }, doctor, date, slot);
}

/** snap() from the top of the page: a full-page picture of a scrolled page shows the sticky bar halfway down. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

async function takeLeave(console: Page, first: string, last: string) {
  await console.getByLabel('First day').fill(first);
  await console.getByLabel('Last day').fill(last);
  await console.getByRole('button', { name: 'Take leave', exact: true }).click();
  const dialog = console.getByRole('dialog', { name: 'Take leave?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('My hours on a Wednesday morning', () => {
  test.use({ at: '2026-11-25T10:00:00+05:30' });

  test('a doctor edits their week, takes a day of leave the parents see at once, and cancels it', async ({
    page,
    newContextAt,
    at,
  }) => {
    test.setTimeout(120_000);
    // Monday to Saturday, 09:00 to 13:00, 15-minute video and audio slots.
    const [doctor] = (
      await buildDoctors(page.request, {
        name: `Dr. Kavya Hours ${Date.now() % 100_000}`,
        consultTypes: ['video', 'audio'],
        hours: { weekdays: [1, 2, 3, 4, 5, 6], startMinute: 540, endMinute: 780, slotMinutes: 15 },
      })
    ).doctors;
    if (!doctor) throw new Error('no doctor built');
    const thursday = indianDay(at, 1);
    const friday = indianDay(at, 2);
    const saturday = indianDay(at, 3);
    const sunday = indianDay(at, 4);

    // The console's navigation opens My hours: the week from Monday, Sunday off.
    const console = await consoleOnLaptop(newContextAt, doctor.mobileNumber);
    await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'My hours' }).click();
    await expect(console).toHaveURL(/\/console\/hours$/);
    await expect(console.getByRole('heading', { level: 1, name: 'My hours' })).toBeVisible();
    const week = console.getByRole('region', { name: /^Weekly hours at / });
    await expect(week.getByRole('definition')).toHaveCount(7);
    await expect(week).toContainText('Monday09:00 AM – 01:00 PM15-minute slots · Audio, Video');
    await expect(week).toContainText('SundayNot working');
    await expect(console.getByText('No leave or clinic holidays ahead.')).toBeVisible();
    await shot(console, 'h-01-my-hours-1280');

    // Sunday mornings too, first with a slot length the hours do not divide into: refused on that row.
    await week.getByRole('button', { name: 'Edit hours' }).click();
    await console.getByRole('button', { name: 'Add hours' }).click();
    const sundayRow = console.getByRole('group', { name: 'Hours 7' });
    await expect(sundayRow.getByLabel('Day')).toHaveValue('0');
    await sundayRow.getByLabel('From').fill('09:30');
    await sundayRow.getByLabel('To').fill('12:00');
    await sundayRow.getByLabel('Slot length').selectOption('45');
    await sundayRow.getByRole('checkbox', { name: 'Audio' }).uncheck();
    await console.getByRole('button', { name: 'Save hours' }).click();
    const uneven = 'Sunday 09:30–12:00 does not divide into 45-minute slots.';
    await expect(sundayRow.getByText(uneven)).toBeVisible();
    await expect(sundayRow.getByLabel('Slot length')).toHaveAttribute('aria-invalid', 'true');
    await shot(console, 'h-02-edit-hours-refused-1280');
    await sundayRow.getByLabel('Slot length').selectOption('30');
    await console.getByRole('button', { name: 'Save hours' }).click();
    await expect(console.getByText(/are saved\. Parents see the new slots now\.$/)).toBeVisible();
    await expect(week).toContainText('Sunday09:30 AM – 12:00 PM30-minute slots · Video');
    await expect(week.getByRole('button', { name: 'Edit hours' })).toBeFocused();
    expect(await slotsOn(page.request, doctor.id, sunday)).toEqual([
      '09:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
    ]);

    // Leave on Thursday and Friday is refused: a parent holds Thursday's first slot.
    const held = await holdFirstSlot(page.request, at, doctor, thursday);
    const refusedDialog = await takeLeave(console, indianDayDmy(at, 1), indianDayDmy(at, 2));
    await expect(refusedDialog).toContainText('You will be on leave for 2 days');
    await shot(console, 'h-03-take-leave-confirm-1280');
    await refusedDialog.getByRole('button', { name: 'Yes, take leave' }).click();
    const refusal = console.getByRole('region', { name: 'Take leave' }).getByRole('alert');
    await expect(refusal).toContainText(`There are consultations booked on those days: #${held} ${doctor.name}`);
    await expect(refusal).toContainText('Move or cancel each with a refund first.');
    await shot(console, 'h-04-take-leave-refused-1280');
    expect(await slotsOn(page.request, doctor.id, friday)).not.toEqual([]);

    // Friday alone: taken, listed, and Friday's slots are gone for parents while Saturday's stay.
    const dialog = await takeLeave(console, indianDayDmy(at, 2), indianDayDmy(at, 2));
    await expect(dialog).toContainText('You will be on leave on Friday, 27 Nov 2026.');
    await dialog.getByRole('button', { name: 'Yes, take leave' }).click();
    await expect(console.getByText('Your leave is saved: parents cannot book you on those days.')).toBeVisible();
    const daysOff = console.getByRole('region', { name: 'Upcoming days off' });
    await expect(daysOff.getByRole('listitem')).toHaveCount(1);
    await expect(daysOff).toContainText('Friday, 27 Nov 2026');
    await expect(refusal).toHaveCount(0);
    await shot(console, 'h-05-leave-taken-1280');
    expect(await slotsOn(page.request, doctor.id, friday)).toEqual([]);
    expect((await slotsOn(page.request, doctor.id, saturday)).length).toBe(16);

    // The same screen on a 360 px phone, and its form.
    await console.setViewportSize({ width: 360, height: 780 });
    await shot(console, 'h-06-my-hours-360');
    await week.getByRole('button', { name: 'Edit hours' }).click();
    await expect(console.getByRole('heading', { name: 'Edit weekly hours' })).toBeFocused();
    await shot(console, 'h-07-edit-hours-360');
    await console.getByRole('button', { name: 'Cancel', exact: true }).click();
    await console.setViewportSize({ width: 1280, height: 800 });

    // Cancelled, asked first: Friday's slots are back.
    await daysOff.getByRole('button', { name: 'Cancel leave on Friday, 27 Nov 2026' }).click();
    await console
      .getByRole('dialog', { name: 'Cancel this leave?' })
      .getByRole('button', { name: 'Yes, cancel leave' })
      .click();
    await expect(daysOff).toContainText('No leave or clinic holidays ahead.');
    await shot(console, 'h-08-leave-cancelled-1280');
    expect((await slotsOn(page.request, doctor.id, friday)).length).toBe(16);
  });
});

import { buildConsultation, buildDoctors, planParent } from './builders';
import { expect, test } from './fixtures';
import { addGrowthValue, signInAs, signInParent, snap, uniqueMobile } from './helpers';
import { holdToPayment, openSandbox } from './paymentHelpers';

// Family sharing against the real server: Priya (registered, with a plan) invites her mother's
// number for Aarav; her mother signs in on her own phone with her own number and OTP, accepts, and
// opens Aarav's tracker; when Priya stops sharing, the next look is refused.

test('a parent shares a child with a second number, which signs in, accepts and sees the child', async ({
  page,
  at,
  newContextAt,
}) => {
  // Two phones, two sign-ins, a plan, a weight, a booking and a payment: as long as the consultation's journey.
  test.setTimeout(240_000);
  const priya = await planParent(page.request);
  const [doctor] = (await buildDoctors(page.request, { name: `Dr. Family ${Date.now() % 100_000}` })).doctors;
  if (!doctor) throw new Error('no doctor built');
  await buildConsultation(page.request, { mobileNumber: priya.mobileNumber, doctorId: doctor.id, daysAgo: 3 });
  await signInParent(page, at, priya.mobileNumber, 'Aarav');
  await page.goto('/home');
  await page
    .getByRole('complementary', { name: 'Family sharing' })
    .getByRole('link', { name: 'Open family sharing' })
    .click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole('heading', { name: 'Family sharing', level: 1 })).toBeVisible();

  // The form's checks first, then her own number is refused by the server.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Please choose at least one child to share.')).toBeVisible();
  await page.getByLabel('Their mobile number (India, +91)').fill(priya.mobileNumber);
  await page.getByLabel('Aarav Sharma').check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This is your own number.', { exact: false })).toBeVisible();

  const grandmother = uniqueMobile();
  await page.getByLabel('Their mobile number (India, +91)').fill(grandmother);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.', { exact: false })).toBeVisible();
  const given = page.getByRole('region', { name: 'Shared by you' });
  await expect(given.getByRole('listitem')).toHaveCount(1);
  await expect(given.getByRole('listitem')).toContainText('Children: Aarav');
  await expect(given.getByRole('listitem')).toContainText('Waiting for them to accept');
  await snap(page, '97-01-family-invited');

  // Her mother, on her own phone: her number and OTP, the invitation on her home screen.
  const phoneContext = await newContextAt({ viewport: { width: 412, height: 915 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, grandmother);
  await phone.goto('/home');
  const card = phone.getByRole('complementary', { name: 'Family sharing' });
  await expect(card).toContainText('You have an invitation to follow a child.');
  await card.getByRole('link', { name: 'Open family sharing' }).click();
  const received = phone.getByRole('region', { name: 'Shared with you' });
  await expect(received).toContainText('Priya Sharma');
  await snap(phone, '97-02-family-invitation');
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(phone.getByText('You can now follow these children.')).toBeVisible();
  await received.getByRole('button', { name: "Open Aarav's tracker" }).click();
  await expect(phone).toHaveURL(/\/milestone-and-growth\/growth$/);
  await expect(phone.getByText('Tracking Aarav')).toBeVisible();
  // She records for him, under Priya's plan: the server checks the sharing on every call.
  await addGrowthValue(phone, at, 'Weight (kg)', '16.2');
  await expect(phone.getByRole('region', { name: 'Latest weight' })).toContainText('16.2 kg');
  await snap(phone, '97-03-family-growth');

  // She books a consultation for him as for one of her own: he is in her member chooser.
  await phone.goto('/details');
  // Aarav is the active member (his tracker was open), with his details on file: the chooser opens.
  const sheet = phone.getByRole('dialog', { name: 'Who is this consultation for?' });
  await expect(sheet.getByRole('button', { name: /Aarav/ })).toContainText('Shared with you');
  await snap(phone, '97-04-family-chooser');
  await sheet.getByRole('button', { name: /Aarav/ }).click();
  await expect(phone).toHaveURL(/\/child-help$/);
  await holdToPayment(phone, at);
  await expect(phone.getByText('Aarav').first()).toBeVisible();
  const sandbox = await openSandbox(phone, phoneContext);
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(phone).toHaveURL(/\/doctor-confirmed$/);

  // Aarav's consultations are on her home screen: the one she booked is hers to act on, Priya's to see.
  await phone.goto('/home');
  const upcoming = phone.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article')).toHaveCount(1);
  await expect(upcoming.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const past = phone.getByRole('region', { name: 'Past' });
  await expect(past.getByRole('article')).toHaveCount(1);
  await expect(past.getByRole('article')).toContainText(doctor.name);
  await expect(past.getByRole('article')).toContainText('The parent who shared this child with you');
  await snap(phone, '97-05-family-home');

  // Priya stops sharing: her mother's next look is refused.
  await page.reload();
  await given.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(given.getByRole('listitem')).toContainText('Ended');
  await phone.reload();
  await expect(past.getByRole('article')).toHaveCount(0);
  await phone.goto('/milestone-and-growth/growth');
  await expect(phone.getByText('We could not find that member.').first()).toBeVisible();
});

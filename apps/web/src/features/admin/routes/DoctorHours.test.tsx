// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/server';
import { aClinic, aDoctor, anExtraHours, doctorChoices, doctorHours } from '../testData';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import DoctorPage from './DoctorPage';

const DOCTOR = { path: '/admin/doctors/:doctorId', Component: DoctorPage };

onAdminScreens();

const doctor = aDoctor({ doctorID: 7, consultTypes: ['video', 'audio'] });
const koramangala = aClinic({ clinicID: 4, name: 'Koramangala Clinic' });
const indiranagar = aClinic({ clinicID: 3, name: 'Indiranagar Child Clinic' });

function serveHours(handlers: Parameters<typeof serveAdmin>[0] = {}) {
  return serveAdmin({
    adminDoctorChoices: () => doctorChoices(),
    adminDoctor: () => ({ status: 1, doctor }),
    adminDoctorHours: () => ({ status: 1, hours: doctorHours() }),
    adminClinics: () => ({ status: 1, data: [indiranagar, koramangala] }),
    ...handlers,
  });
}

const hoursRegion = () => screen.getByRole('region', { name: 'Hours' });

/** The extra-hours form, with 27 Nov 2030 from 16:00 to 17:00 filled in. */
async function fillExtraHours() {
  const form = await screen.findByRole('form', { name: 'Add extra hours' });
  const fill = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fill('Date', '27/11/2030');
  fill('From', '16:00');
  fill('To', '17:00');
  return form;
}

describe("a doctor's hours in the back office", () => {
  it('shows each clinic’s week from Monday, the days off work said as such', async () => {
    serveHours();
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    const week = await screen.findByRole('table', { name: 'At Indiranagar Child Clinic' });
    const monday = within(week).getAllByRole('row')[1] as HTMLElement;
    expect(monday.textContent).toBe('Monday09:00 AM – 01:00 PM15 minAudio, Video');
    expect(week.textContent).toContain('Wednesday04:00 PM – 12:00 AM30 minVideo');
    expect(week.textContent).toContain('SundayNot working');
    expect(within(hoursRegion()).getByText('No leave or clinic holidays ahead.')).toBeTruthy();
  });

  it('saves the rows as SaveWeeklyHours, and shows a refusal on the row the server names', async () => {
    const server = serveHours({
      adminSaveWeeklyHours: () =>
        json(
          {
            status: 0,
            message: 'Tuesday 09:00–13:00 does not divide into 45-minute slots.',
            field: 'rows.2.slotMinutes',
          },
          400,
        ),
    });
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit hours at Indiranagar Child Clinic' }));
    const form = await screen.findByRole('form', { name: 'Weekly hours at Indiranagar Child Clinic' });
    // Only the doctor's own consult types are offered.
    const first = within(form).getByRole('group', { name: 'Hours 1' });
    expect(
      within(first)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Audio', 'Video']);

    // A third row starts on the day after the last (Thursday); made Tuesday, with 45-minute slots.
    fireEvent.click(within(form).getByRole('button', { name: 'Add a row' }));
    const third = within(form).getByRole('group', { name: 'Hours 3' });
    expect((within(third).getByLabelText('Day') as HTMLSelectElement).value).toBe('4');
    fireEvent.change(within(third).getByLabelText('Day'), { target: { value: '2' } });
    fireEvent.change(within(third).getByLabelText('From'), { target: { value: '09:00' } });
    fireEvent.change(within(third).getByLabelText('To'), { target: { value: '13:00' } });
    fireEvent.change(within(third).getByLabelText('Slot length'), { target: { value: '45' } });
    fireEvent.click(within(third).getByRole('checkbox', { name: 'Audio' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));

    await waitFor(() => expect(server.callsTo('adminSaveWeeklyHours')).toHaveLength(1));
    expect(server.callsTo('adminSaveWeeklyHours')[0]?.body).toEqual({
      doctorID: 7,
      clinicID: 3,
      rows: [
        { weekday: 1, from: '09:00', to: '13:00', slotMinutes: 15, consultTypes: ['audio', 'video'] },
        { weekday: 3, from: '16:00', to: '24:00', slotMinutes: 30, consultTypes: ['video'] },
        { weekday: 2, from: '09:00', to: '13:00', slotMinutes: 45, consultTypes: ['audio', 'video'] },
      ],
    });
    await waitFor(() =>
      expect(document.getElementById('hours-3-2-slot-error')?.textContent).toBe(
        'Tuesday 09:00–13:00 does not divide into 45-minute slots.',
      ),
    );
    expect(within(third).getByLabelText('Slot length').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the rows with the contract before sending', async () => {
    const server = serveHours();
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit hours at Indiranagar Child Clinic' }));
    const first = await screen.findByRole('group', { name: 'Hours 1' });
    fireEvent.change(within(first).getByLabelText('To'), { target: { value: '' } });
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Audio' }));
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await within(first).findByText('to must be a time such as 09:30.')).toBeTruthy();
    expect(within(first).getByText('Choose at least one consult type for these hours.')).toBeTruthy();
    expect(server.callsTo('adminSaveWeeklyHours')).toHaveLength(0);
  });

  it('gives first hours at another clinic in use', async () => {
    const server = serveHours({
      adminSaveWeeklyHours: () => ({ status: 1, hours: doctorHours() }),
    });
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    const clinic = (await screen.findByLabelText('Clinic')) as HTMLSelectElement;
    expect([...clinic.options].map((o) => o.textContent)).toEqual(['Choose…', 'Koramangala Clinic']);
    fireEvent.change(clinic, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours' }));
    const form = await screen.findByRole('form', { name: 'Weekly hours at Koramangala Clinic' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(server.callsTo('adminSaveWeeklyHours')).toHaveLength(1));
    expect(server.callsTo('adminSaveWeeklyHours')[0]?.body).toEqual({
      doctorID: 7,
      clinicID: 4,
      rows: [{ weekday: 1, from: '09:00', to: '13:00', slotMinutes: 15, consultTypes: ['audio', 'video'] }],
    });
  });

  it('shows leave refused over booked consultations in full, with those consultations a click away', async () => {
    const refusal =
      'There are consultations booked on those days: #901 Dr. Meera Iyer 27 Nov 2026 10:30 AM. Move or cancel each with a refund first.';
    const server = serveHours({ adminAddLeave: () => json({ status: 0, message: refusal }, 409) });
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    fireEvent.change(await screen.findByLabelText('First day'), { target: { value: '27/11/2030' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '28/11/2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add leave' }));
    await waitFor(() => expect(server.callsTo('adminAddLeave')).toHaveLength(1));
    expect(server.callsTo('adminAddLeave')[0]?.body).toEqual({ doctorID: 7, from: '2030-11-27', to: '2030-11-28' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(refusal);
    expect(screen.getByRole('link', { name: 'See these consultations' }).getAttribute('href')).toBe(
      '/admin/consultations?from=2030-11-27&to=2030-11-28&doctorID=7',
    );
  });

  it('adds extra hours at a clinic with weekly hours, and lists them', async () => {
    const extra = anExtraHours({ extraHoursID: 41 });
    let hours = doctorHours();
    const server = serveHours({
      adminDoctorHours: () => ({ status: 1, hours }),
      adminAddExtraHours: () => {
        hours = doctorHours({ extraHours: [extra] });
        return { status: 1, hours };
      },
    });
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    const form = await fillExtraHours();
    expect(within(hoursRegion()).getByText('No extra hours ahead.')).toBeTruthy();
    // Only the clinics where the doctor has weekly hours.
    const clinic = within(form).getByLabelText('At clinic') as HTMLSelectElement;
    expect([...clinic.options].map((o) => o.textContent)).toEqual(['Indiranagar Child Clinic']);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Audio' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add extra hours' }));

    await waitFor(() => expect(server.callsTo('adminAddExtraHours')).toHaveLength(1));
    expect(server.callsTo('adminAddExtraHours')[0]?.body).toEqual({
      doctorID: 7,
      clinicID: 3,
      date: '2030-11-27',
      from: '16:00',
      to: '17:00',
      slotMinutes: 30,
      consultTypes: ['video'],
    });
    const list = await within(hoursRegion()).findByRole('list', { name: 'Extra hours' });
    expect(list.textContent).toContain('Indiranagar Child Clinic · 04:00 PM – 05:00 PM · 30 min · Video');
  });

  it('shows a refusal of extra hours by the input the server names', async () => {
    const message = 'These hours overlap the weekly hours 16:00–24:00 at Indiranagar Child Clinic.';
    serveHours({ adminAddExtraHours: () => json({ status: 0, message, field: 'from' }, 400) });
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    const form = await fillExtraHours();
    fireEvent.click(within(form).getByRole('button', { name: 'Add extra hours' }));
    await waitFor(() => expect(document.getElementById('extra-from-error')?.textContent).toBe(message));
  });

  it('removes extra hours once confirmed, and shows a refusal over booked consultations in full', async () => {
    const extra = anExtraHours({ extraHoursID: 41 });
    const refusal = 'Consultations are booked in these hours: #902 27 Nov 2030 04:30 PM. Move or cancel them first.';
    const server = serveHours({
      adminDoctorHours: () => ({ status: 1, hours: doctorHours({ extraHours: [extra] }) }),
      adminRemoveExtraHours: () => json({ status: 0, message: refusal }, 409),
    });
    renderAdmin('/admin/doctors/7', [DOCTOR]);
    fireEvent.click(await screen.findByRole('button', { name: /^Remove the extra hours on .* from 04:00 PM$/ }));
    // Nothing is sent before the operator confirms.
    const dialog = screen.getByRole('dialog', { name: 'Remove these extra hours?' });
    expect(dialog.textContent).toContain('The slots of 04:00 PM – 05:00 PM on');
    expect(server.callsTo('adminRemoveExtraHours')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.callsTo('adminRemoveExtraHours')).toHaveLength(1));
    expect(server.callsTo('adminRemoveExtraHours')[0]?.body).toEqual({ extraHoursID: 41 });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(refusal);
  });
});

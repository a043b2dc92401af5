// @vitest-environment happy-dom
import type { DoctorProfile } from '@app/contract/schemas/catalog';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { aClientConfig } from '../../../test/data';
import { resetStore } from '../../../test/render';
import { fakeServer, type Handlers, json } from '../../../test/server';
import { clearConsoleToken, setConsoleToken } from '../consoleSession';
import type { DoctorHours } from '../hours';
import { aClinicHours, aDayOff, aDoctor, aDuty, aQueue, aWeeklyRow, hoursAnswer } from '../testData';
import ConsoleHoursPage from './ConsoleHoursPage';
import ConsoleLayout from './ConsoleLayout';

const PROFILE: DoctorProfile = {
  doctorID: 7,
  doctorName: 'Dr. Meera Iyer',
  gender: 'Female',
  imagePath: '',
  speciality: 'Paediatrics',
  experience: 12,
  qualification: 'MBBS, MD (Paediatrics)',
  Types: [{ appointmenttype: 'video' }, { appointmenttype: 'audio' }],
  professionalKind: 'medical',
  registrationBody: 'Karnataka Medical Council',
  registrationNumber: 'KMC 123456',
  languages: ['english'],
  netFees: 500,
  bio: '',
};

let server: ReturnType<typeof fakeServer>;

function serve(hours: Partial<DoctorHours>, extra: Handlers = {}) {
  server = fakeServer({
    consoleMe: () => ({ status: 1, doctor: aDoctor() }),
    getClientConfig: () => aClientConfig(),
    consoleQueue: () => aQueue(aDuty()),
    consoleMyHours: () => hoursAnswer(hours),
    getDoctorProfile: () => ({ status: 1, data: PROFILE }),
    ...extra,
  });
}

beforeEach(() => {
  // Only the date is fixed (the leave's first possible day); timers run, for RTK Query and waitFor.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
  setConsoleToken('doctor-token');
});
afterEach(() => {
  cleanup();
  clearConsoleToken();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHours() {
  const router = createMemoryRouter(
    [
      {
        path: '/console',
        Component: ConsoleLayout,
        children: [
          { index: true, element: <p>Consultations</p> },
          { path: 'sign-in', element: <p>Sign-in screen</p> },
          { path: 'hours', Component: ConsoleHoursPage },
        ],
      },
    ],
    { initialEntries: ['/console/hours'] },
  );
  render(
    <Provider store={resetStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const posted = (route: 'consoleSaveMyHours' | 'consoleTakeLeave' | 'consoleCancelLeave') =>
  server.callsTo(route).map((call) => call.body);
const row = (n: number) => screen.getByRole('group', { name: `Hours ${n}` });
const dayLine = (week: HTMLElement, day: string) => within(week).getByText(day).closest('div') as HTMLElement;

describe('My hours: the weekly hours', () => {
  it('shows each clinic as a week from Monday, with slot lengths and types, linked from the console nav', async () => {
    const clinic = aClinicHours({
      name: 'Sunrise Clinic',
      rows: [
        aWeeklyRow({ weekday: 1, from: '14:00', to: '17:00', slotMinutes: 20, consultTypes: ['video'] }),
        aWeeklyRow({ weekday: 1, from: '09:00', to: '13:00' }),
        aWeeklyRow({ weekday: 6, from: '18:00', to: '24:00', slotMinutes: 30, consultTypes: ['audio'] }),
      ],
    });
    serve({ clinics: [clinic] });
    renderHours();

    const section = await screen.findByRole('region', { name: 'Weekly hours at Sunrise Clinic' });
    const days = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const monday = dayLine(section, 'Monday');
    expect(
      within(monday)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['09:00 AM – 01:00 PM15-minute slots · Audio, Video', '02:00 PM – 05:00 PM20-minute slots · Video']);
    expect(within(dayLine(section, 'Saturday')).getByText('06:00 PM – 12:00 AM')).toBeTruthy();
    expect(within(dayLine(section, 'Tuesday')).getByText('Not working')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'My hours' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Consultations' }).getAttribute('aria-current')).toBeNull();
  });

  it('saves the edited rows as the request the server takes, and shows the week it answers', async () => {
    const clinic = aClinicHours({ rows: [aWeeklyRow({ weekday: 1, from: '09:00', to: '13:00' })] });
    const savedRows = [
      aWeeklyRow({ weekday: 1, from: '09:00', to: '12:00' }),
      aWeeklyRow({ weekday: 2, from: '09:00', to: '12:00', consultTypes: ['video'] }),
    ];
    serve(
      { clinics: [clinic] },
      { consoleSaveMyHours: () => hoursAnswer({ clinics: [{ ...clinic, rows: savedRows }] }) },
    );
    const saidSaved = vi.spyOn(notify, 'success');
    renderHours();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit hours' }));
    fireEvent.change(within(row(1)).getByLabelText('To'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours' }));
    // The new row is the next day, as the last one was.
    expect((within(row(2)).getByLabelText('Day') as HTMLSelectElement).value).toBe('2');
    expect((within(row(2)).getByLabelText('To') as HTMLInputElement).value).toBe('12:00');
    // Only the doctor's offered types are choices.
    expect(
      within(row(2))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['audio', 'video']);
    fireEvent.click(within(row(2)).getByRole('checkbox', { name: 'Audio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));

    await waitFor(() => expect(posted('consoleSaveMyHours')).toHaveLength(1));
    expect(posted('consoleSaveMyHours')[0]).toEqual({
      clinicID: clinic.clinicID,
      rows: [
        { weekday: 1, from: '09:00', to: '12:00', slotMinutes: 15, consultTypes: ['video', 'audio'] },
        { weekday: 2, from: '09:00', to: '12:00', slotMinutes: 15, consultTypes: ['video'] },
      ],
    });
    const section = screen.getByRole('region', { name: `Weekly hours at ${clinic.name}` });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save hours' })).toBeNull());
    expect(dayLine(section, 'Monday').textContent).toBe('Monday09:00 AM – 12:00 PM15-minute slots · Audio, Video');
    expect(dayLine(section, 'Tuesday').textContent).toBe('Tuesday09:00 AM – 12:00 PM15-minute slots · Video');
    expect(saidSaved).toHaveBeenCalledWith(`Your hours at ${clinic.name} are saved. Parents see the new slots now.`);
  });

  it('checks a row before sending: a row with no consult type is not sent', async () => {
    serve({ clinics: [aClinicHours({ rows: [aWeeklyRow({ consultTypes: ['video'] })] })] });
    renderHours();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit hours' }));
    fireEvent.click(within(row(1)).getByRole('checkbox', { name: 'Video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await within(row(1)).findByText('Choose at least one consult type for these hours.')).toBeTruthy();
    expect(posted('consoleSaveMyHours')).toEqual([]);
  });

  it("shows a 400's message on the field it names, and as a toast; an overlap on its row", async () => {
    const uneven = 'Monday 09:00–13:00 does not divide into 25-minute slots.';
    const overlap = 'Monday 09:00–13:00 overlaps Monday 11:00–13:00 at Lotus Clinic.';
    const answers = [
      json({ status: 0, message: uneven, field: 'rows.0.slotMinutes' }, 400),
      json({ status: 0, message: overlap, field: 'rows.0' }, 400),
    ];
    serve(
      { clinics: [aClinicHours({ rows: [aWeeklyRow({ slotMinutes: 25 })] })] },
      { consoleSaveMyHours: () => answers.shift() },
    );
    const toast = vi.spyOn(notify, 'error');
    renderHours();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    const slot = within(row(1)).getByLabelText('Slot length');
    await waitFor(() => expect(slot.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = slot.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(uneven);
    expect(toast).toHaveBeenCalledWith(uneven);

    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await within(row(1)).findByText(overlap)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(overlap);
    // Still editing: nothing was saved.
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeTruthy();
  });
});

describe('My hours: leave', () => {
  const typeDate = (label: string, text: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

  async function askForLeave(note?: string) {
    typeDate('First day', '30/11/2026');
    if (note) fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: note } });
    fireEvent.click(screen.getByRole('button', { name: 'Take leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Take leave?' });
    expect(dialog.textContent).toContain('You will be on leave on Monday, 30 Nov 2026.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, take leave' }));
  }

  it('takes one day of leave (the last day follows the first) and lists it', async () => {
    const taken = aDayOff({ date: '2026-11-30', note: 'Family wedding' });
    serve({ daysOff: [] }, { consoleTakeLeave: () => hoursAnswer({ daysOff: [taken] }) });
    renderHours();
    const daysOff = await screen.findByRole('region', { name: 'Upcoming days off' });
    expect(within(daysOff).getByText('No leave or clinic holidays ahead.')).toBeTruthy();

    await askForLeave('Family wedding');
    await waitFor(() =>
      expect(posted('consoleTakeLeave')).toEqual([{ from: '2026-11-30', to: '2026-11-30', note: 'Family wedding' }]),
    );
    expect(await within(daysOff).findByText('Monday, 30 Nov 2026')).toBeTruthy();
    expect(within(daysOff).getByText(/Family wedding/)).toBeTruthy();
    // The form is empty again for the next leave.
    expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe('');
  });

  it("shows a 409's message in full: the consultations booked on those days", async () => {
    const refusal =
      'There are consultations booked on those days: #412 Dr. Meera Iyer, 30 Nov 2026 10:00 AM; #415 Dr. Meera Iyer, 30 Nov 2026 11:30 AM. Move or cancel each with a refund first.';
    serve({}, { consoleTakeLeave: () => json({ status: 0, message: refusal }, 409) });
    renderHours();
    const leave = await screen.findByRole('region', { name: 'Take leave' });
    await askForLeave();
    expect((await within(leave).findByRole('alert')).textContent).toBe(refusal);
    expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe('30/11/2026');
  });

  it('cancels a day of leave, asked first; a clinic holiday has no cancel', async () => {
    const leave = aDayOff({ date: '2026-11-30' });
    const holiday = aDayOff({ date: '2026-12-01', kind: 'holiday', clinicID: 3, clinicName: 'Sunrise Clinic' });
    serve({ daysOff: [leave, holiday] }, { consoleCancelLeave: () => hoursAnswer({ daysOff: [holiday] }) });
    renderHours();

    const daysOff = await screen.findByRole('region', { name: 'Upcoming days off' });
    expect(within(daysOff).getByText('Clinic holiday · Sunrise Clinic')).toBeTruthy();
    expect(within(daysOff).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(daysOff).getByRole('button', { name: 'Cancel leave on Monday, 30 Nov 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this leave?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel leave' }));

    await waitFor(() => expect(posted('consoleCancelLeave')).toEqual([{ dayOffID: leave.dayOffID }]));
    await waitFor(() => expect(within(daysOff).queryByText('Monday, 30 Nov 2026')).toBeNull());
    expect(within(daysOff).getByText('Tuesday, 01 Dec 2026')).toBeTruthy();
  });
});

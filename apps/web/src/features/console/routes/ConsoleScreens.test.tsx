// @vitest-environment happy-dom
import { paths } from '@app/contract/paths';
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConsoleToken, setConsoleToken } from '../consoleSession';
import { aConsultation, aDoctor, jsonResponse } from '../testData';
import ConsoleConsultationPage from './ConsoleConsultationPage';
import ConsoleLayout from './ConsoleLayout';
import ConsolePage from './ConsolePage';

const fetchMock = vi.fn<typeof fetch>();
let list: ConsoleConsultation[] = [];
let replies: Record<string, { status: number; body: unknown }> = {};

beforeEach(() => {
  setConsoleToken('doctor-token');
  replies = {};
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (replies[path]) return jsonResponse(replies[path].status, replies[path].body);
    if (path === paths.consoleMe) return jsonResponse(200, { status: 1, doctor: aDoctor() });
    if (path === paths.consoleConsultations)
      return jsonResponse(200, { status: 1, serverNow: '2026-11-22T05:10:00.000Z', data: list });
    if (path === paths.getClientConfig) return jsonResponse(200, { jitsiDomain: 'meet.example.org' });
    return jsonResponse(404, { status: 0, message: 'not mocked' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  // Forgetting the token also empties the shared consultation list for the next test.
  clearConsoleToken();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderAt(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/console',
        Component: ConsoleLayout,
        children: [
          { index: true, Component: ConsolePage },
          { path: 'sign-in', element: <p>Sign-in screen</p> },
          { path: 'consultations/:appReqId', Component: ConsoleConsultationPage },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const posted = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

describe('consultation list', () => {
  it("groups under 'Today' and later dates in slot order, each card with the child and its state", async () => {
    list = [
      aConsultation({
        slotDate: '2026-11-23',
        slot: '09:00 AM',
        slotStart: '2026-11-23T03:30:00.000Z',
        child: { name: 'Kabir' },
      }),
      aConsultation({
        slot: '10:30 AM',
        slotStart: '2026-11-22T05:00:00.000Z',
        waitingMinutes: 12,
        roomName: 'room-ananya',
        consultType: 'audio',
        child: { name: 'Ananya', isPremature: true, gender: 'Female', reason: 'Cold / Cough' },
      }),
      aConsultation({
        slot: '09:00 AM',
        slotStart: '2026-11-22T03:30:00.000Z',
        status: 'completed',
        child: { name: 'Ishaan' },
      }),
    ];
    renderAt('/console');
    const today = await screen.findByRole('region', { name: 'Today' });
    const later = screen.getByRole('region', { name: 'Monday, 23 November 2026' });
    const names = within(today)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Ishaan', 'Ananya']);
    expect(within(later).getByText('Kabir')).toBeTruthy();

    const ananya = screen.getByRole('article', { name: 'Ananya' });
    for (const text of [
      '10:30 AM',
      'Sun, 22 Nov',
      'Audio',
      'Premature',
      'Cold / Cough',
      'Waiting 12 min',
      'Booked',
      'Video started',
    ])
      expect(within(ananya).getByText(text)).toBeTruthy();
    for (const text of ['2 years 3 months', 'Female', '88.5 cm', '12 kg'])
      expect(within(ananya).getByText(text)).toBeTruthy();
    const link = within(ananya).getByRole('link', { name: 'Ananya' });
    expect(link.getAttribute('href')).toBe(`/console/consultations/${list[1]?.appReqId}`);
    expect(within(screen.getByRole('article', { name: 'Ishaan' })).getByText('Completed')).toBeTruthy();
  });

  it('says so when nothing is booked', async () => {
    list = [];
    renderAt('/console');
    expect(await screen.findByText('No consultations booked yet.')).toBeTruthy();
  });
});

describe('consultation page', () => {
  it('shows the child in full and starts the video call with a link to the room', async () => {
    const c = aConsultation({ child: { isPremature: false } });
    list = [c];
    replies[paths.consoleStartVideo] = { status: 200, body: { status: 1, roomName: 'ch-room-1' } };
    renderAt(`/console/consultations/${c.appReqId}`);
    expect(await screen.findByRole('heading', { name: 'Consultation: Aarav Sharma' })).toBeTruthy();
    for (const text of ['Saturday, 10 August 2024', '88.5 cm', '12 kg', 'No', 'Fever', '******3210'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Join the video call' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start video call' }));
    const join = await screen.findByRole('link', { name: 'Join the video call' });
    expect(posted(paths.consoleStartVideo)).toEqual([{ appReqId: c.appReqId }]);
    expect(join.getAttribute('href')).toBe('https://meet.example.org/ch-room-1');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('ch-room-1')).toBeTruthy();
  });

  it('calls the parent, and marks completed only after a yes', async () => {
    const c = aConsultation();
    list = [c];
    replies[paths.consoleCallParent] = { status: 200, body: { status: 1, message: 'Calling the parent now.' } };
    replies[paths.consoleComplete] = { status: 200, body: { status: 1, message: 'Consultation marked as completed.' } };
    renderAt(`/console/consultations/${c.appReqId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Call the parent' }));
    await waitFor(() => expect(posted(paths.consoleCallParent)).toEqual([{ appReqId: c.appReqId }]));

    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this consultation completed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted(paths.consoleComplete)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark completed' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark completed' })).toBeNull());
    expect(posted(paths.consoleComplete)).toEqual([{ appReqId: c.appReqId }]);
  });

  it('saves the prescription, then shows it read-only instead of the form', async () => {
    const c = aConsultation();
    list = [c];
    replies[paths.consoleWritePrescription] = {
      status: 200,
      body: { status: 1, message: 'Prescription saved. The parent can see it now.', prescriptionId: 55 },
    };
    renderAt(`/console/consultations/${c.appReqId}`);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByRole('button', { name: 'Save prescription' });
    type('Medicine name', 'Paracetamol syrup');
    type('Frequency', 'Three times a day');
    type('Dose', '5');
    type('Dose measure', 'ml');
    type('Duration (days)', '3');
    type('Advice', 'Fluids and rest.');
    fireEvent.click(screen.getByRole('button', { name: 'Save prescription' }));

    expect(await screen.findByText('Prescription no. 55')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save prescription' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Paracetamol syrup' })).toBeTruthy();
    expect(screen.getByText('Fluids and rest.')).toBeTruthy();
    expect(screen.getAllByText('KMC 123456').length).toBe(1);
    expect(posted(paths.consoleWritePrescription)).toEqual([
      {
        appReqId: c.appReqId,
        medicines: [
          {
            name: 'Paracetamol syrup',
            freq: 'Three times a day',
            dose: '5',
            dosemesure: 'ml',
            dureationDays: 3,
            note: '',
          },
        ],
        advice: 'Fluids and rest.',
      },
    ]);
  });

  it('offers no form once a prescription exists', async () => {
    const c = aConsultation({ prescriptionId: 8 });
    list = [c];
    renderAt(`/console/consultations/${c.appReqId}`);
    expect(await screen.findByText(/Prescription no\. 8 has been written/)).toBeTruthy();
    expect(screen.queryByLabelText('Medicine name')).toBeNull();
  });

  it('says when the consultation is not in the list', async () => {
    list = [aConsultation()];
    renderAt('/console/consultations/999999');
    expect(await screen.findByText('We could not find this consultation in your list.')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { aClientConfig } from '../../../test/data';
import { resetStore } from '../../../test/render';
import { fakeServer, type Handlers, json } from '../../../test/server';
import type { PrescriptionPayload as WritePrescription } from '../api/consoleApi';
import { clearConsoleToken, setConsoleToken } from '../consoleSession';
import { aConsultation, aDoctor, aDuty, aPrescription, aQueue } from '../testData';
import ConsoleConsultationPage from './ConsoleConsultationPage';
import ConsoleLayout from './ConsoleLayout';
import ConsolePage from './ConsolePage';

let list: ConsoleConsultation[] = [];
let server: ReturnType<typeof fakeServer>;

/** The doctor's list as the server keeps it: what an action changes shows on the next load. */
function serve(extra: Handlers = {}) {
  server = fakeServer({
    consoleMe: () => ({ status: 1, doctor: aDoctor() }),
    consoleConsultations: () => ({ status: 1, serverNow: '2026-11-22T05:10:00.000Z', data: list }),
    getClientConfig: () => aClientConfig(),
    consoleQueue: () => aQueue(aDuty()),
    ...extra,
  });
}

const change = (appReqId: number, patch: Partial<ConsoleConsultation>) => {
  list = list.map((c) => (c.appReqId === appReqId ? { ...c, ...patch } : c));
};

beforeEach(() => {
  setConsoleToken('doctor-token');
  serve();
});
afterEach(() => {
  cleanup();
  clearConsoleToken();
  vi.unstubAllGlobals();
});

function renderAt(at: string) {
  const store = resetStore();
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
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

type ActionRoute =
  | 'consoleStartVideo'
  | 'consoleCallParent'
  | 'consoleComplete'
  | 'consoleMarkNoShow'
  | 'consoleWritePrescription';
const posted = (route: ActionRoute) => server.callsTo(route).map((call) => call.body);

const SIGN = 'I sign this prescription electronically as Dr. Meera Iyer (Reg. no. KMC 123456)';
const SIGNATURE = 'Signed electronically by Dr. Meera Iyer (Reg. no. KMC 123456) on 22 Nov 2026 at 10:40 AM.';

/** The prescription the list carries once the server saved `body` as `version`. */
function savedFrom(body: unknown, prescriptionId: number, version: number, rxNumber = 'RX-2026-000055') {
  const { appReqId: _appReqId, signed: _signed, correctionReason: _reason, ...request } = body as WritePrescription;
  return {
    ...request,
    prescriptionId,
    rxNumber,
    version,
    rxDate: '2026-11-22',
    followUpDate: request.followUpDate ?? null,
    signature: SIGNATURE,
  };
}
const written = (prescriptionId: number, version: number, rxNumber = 'RX-2026-000055') => ({
  status: 1 as const,
  prescriptionId,
  version,
  rxNumber,
});

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
        waitingRoom: { state: 'open', parentPresent: true, parentWaitingMinutes: 12 },
        consultType: 'audio',
        child: { name: 'Ananya', isPremature: true, gender: 'Female', reason: 'Cold / Cough' },
      }),
      aConsultation({
        slot: '10:00 AM',
        slotStart: '2026-11-22T04:30:00.000Z',
        roomName: 'room-diya',
        callStartedAt: '2026-11-22T04:31:00.000Z',
        waitingRoom: { state: 'open', parentPresent: false, parentWaitingMinutes: 0 },
        child: { name: 'Diya' },
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
    const later = screen.getByRole('region', { name: 'Monday, 23 Nov 2026' });
    const names = within(today)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Ishaan', 'Diya', 'Ananya']);
    expect(within(later).getByText('Kabir')).toBeTruthy();

    const ananya = screen.getByRole('article', { name: 'Ananya' });
    for (const text of [
      '10:30 AM',
      'Sun, 22 Nov',
      'Audio',
      'Premature',
      'Cold / Cough',
      'Parent in the waiting room · 12 min',
      'Booked',
    ])
      expect(within(ananya).getByText(text)).toBeTruthy();
    // Once the call has started, the card says so instead of where the parent waits.
    const diya = screen.getByRole('article', { name: 'Diya' });
    expect(within(diya).getByText('Video started')).toBeTruthy();
    expect(within(diya).queryByText(/waiting room/)).toBeNull();
    for (const text of ['2 years 3 months', 'Female', '88.5 cm', '12 kg'])
      expect(within(ananya).getByText(text)).toBeTruthy();
    const link = within(ananya).getByRole('link', { name: 'Ananya' });
    expect(link.getAttribute('href')).toBe(`/console/consultations/${list[1]?.appReqId}`);
    expect(within(screen.getByRole('article', { name: 'Ishaan' })).getByText('Completed')).toBeTruthy();
  });

  it('lists a no-show as such', async () => {
    list = [aConsultation({ status: 'no_show', child: { name: 'Ira' } })];
    renderAt('/console');
    const card = await screen.findByRole('article', { name: 'Ira' });
    expect(within(card).getByText('No-show')).toBeTruthy();
  });

  it('says so when nothing is booked', async () => {
    list = [];
    renderAt('/console');
    expect(await screen.findByText('No consultations booked yet.')).toBeTruthy();
  });

  it('refreshes the list every 30 s while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      list = [];
      renderAt('/console');
      expect(await screen.findByText('No consultations booked yet.')).toBeTruthy();
      list = [aConsultation({ child: { name: 'Zoya' } })];
      await vi.advanceTimersByTimeAsync(29_000);
      expect(server.callsTo('consoleConsultations')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await screen.findByRole('article', { name: 'Zoya' })).toBeTruthy();
      expect(server.callsTo('consoleConsultations')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again when the window gets focus back (the doctor returns from the call)', async () => {
    list = [];
    renderAt('/console');
    expect(await screen.findByText('No consultations booked yet.')).toBeTruthy();
    expect(server.callsTo('consoleConsultations')).toHaveLength(1);
    list = [aConsultation({ child: { name: 'Meher' } })];
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('article', { name: 'Meher' })).toBeTruthy();
    expect(server.callsTo('consoleConsultations')).toHaveLength(2);
  });
});

describe('consultation page', () => {
  it('shows the child in full and starts the video call with a link to the room', async () => {
    const c = aConsultation({ child: { isPremature: false } });
    list = [c];
    serve({ consoleStartVideo: () => ({ status: 1, roomName: 'ch-room-1' }) });
    renderAt(`/console/consultations/${c.appReqId}`);
    expect(await screen.findByRole('heading', { name: 'Consultation: Aarav Sharma' })).toBeTruthy();
    for (const text of ['10 Aug 2024', '88.5 cm', '12 kg', 'No', 'Fever', '******3210'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Join the video call' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start video call' }));
    const join = await screen.findByRole('link', { name: 'Join the video call' });
    expect(posted('consoleStartVideo')).toEqual([{ appReqId: c.appReqId }]);
    expect(join.getAttribute('href')).toBe('https://meet.example.org/ch-room-1');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('ch-room-1')).toBeTruthy();
  });

  it('offers no call to a parent who did not agree to be called, and says why', async () => {
    const c = aConsultation({
      consultingAdult: {
        name: 'Priya Sharma',
        relation: 'mother',
        consentedAt: '2026-11-21T09:58:00.000Z',
        callBack: false,
      },
    });
    list = [c];
    renderAt(`/console/consultations/${c.appReqId}`);
    const call = await screen.findByRole('button', { name: 'Call the parent' });
    expect(call.hasAttribute('disabled')).toBe(true);
    const why = screen.getByText('The parent did not agree to be called: use the video call.');
    expect(call.getAttribute('aria-describedby')).toBe(why.id);
    expect(screen.getByRole('button', { name: 'Start video call' }).hasAttribute('disabled')).toBe(false);
  });

  it('calls the parent, and marks completed only after a yes', async () => {
    const c = aConsultation();
    list = [c];
    serve({
      consoleCallParent: () => {
        change(c.appReqId, { callStartedAt: '2026-11-22T05:10:00.000Z' });
        return { status: 1, message: 'Calling the parent now.' };
      },
      consoleComplete: () => {
        change(c.appReqId, { status: 'completed', completedAt: '2026-11-22T05:20:00.000Z' });
        return { status: 1, message: 'Consultation marked as completed.' };
      },
    });
    renderAt(`/console/consultations/${c.appReqId}`);
    // Completion waits for a started call.
    const markCompleted = await screen.findByRole('button', { name: 'Mark completed' });
    expect(markCompleted.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Start the call before marking it completed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call the parent' }));
    await waitFor(() => expect(posted('consoleCallParent')).toEqual([{ appReqId: c.appReqId }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark completed' }).hasAttribute('disabled')).toBe(false),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this consultation completed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted('consoleComplete')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark completed' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark completed' })).toBeNull());
    expect(posted('consoleComplete')).toEqual([{ appReqId: c.appReqId }]);
  });

  it('saves the prescription, then shows it read-only instead of the form', async () => {
    const c = aConsultation();
    list = [c];
    serve({
      consolePermittedMedicines: () => ({ status: 1, data: ['PARACETAMOL'] }),
      consoleWritePrescription: (_url, { body }) => {
        change(c.appReqId, { prescriptionId: 55, prescription: savedFrom(body, 55, 1) });
        return { ...written(55, 1), message: 'Prescription saved. The parent can see it now.' };
      },
    });
    renderAt(`/console/consultations/${c.appReqId}`);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByRole('button', { name: 'Save prescription' });
    expect((screen.getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('12');
    type('Address', '12 MG Road, Bengaluru');
    type('Chief complaints', 'Fever for 2 days');
    type('Provisional diagnosis', 'Viral fever');
    type('Generic name', 'PARACETAMOL');
    type('Strength', '120 mg/5 ml');
    type('Dose', '5');
    type('Dose measure', 'ml');
    type('Frequency', 'Three times a day');
    type('Duration (days)', '3');
    type('Special instructions (optional)', 'Fluids and rest.');
    fireEvent.click(screen.getByRole('checkbox', { name: SIGN }));
    fireEvent.click(screen.getByRole('button', { name: 'Save prescription' }));

    expect(await screen.findByText('Rx no. RX-2026-000055')).toBeTruthy();
    expect(await screen.findByText('Prescription saved. The parent can see it now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save prescription' })).toBeNull();
    expect(screen.queryByText('Version 1')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'PARACETAMOL' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '120 mg/5 ml' })).toBeTruthy();
    const rx = within(screen.getByRole('region', { name: 'Prescription' }));
    for (const text of ['12 kg', '12 MG Road, Bengaluru', 'Fever for 2 days', 'Viral fever', 'Fluids and rest.'])
      expect(rx.getByText(text)).toBeTruthy();
    // The signature as the server words it, once the list is asked again.
    expect(await screen.findByText(SIGNATURE)).toBeTruthy();
    expect(screen.getAllByText('KMC 123456').length).toBe(1);
    expect(posted('consoleWritePrescription')).toEqual([
      {
        appReqId: c.appReqId,
        weightKg: 12,
        patientAddress: '12 MG Road, Bengaluru',
        chiefComplaints: 'Fever for 2 days',
        findings: '',
        diagnosis: 'Viral fever',
        investigations: '',
        medicines: [
          {
            name: 'PARACETAMOL',
            strength: '120 mg/5 ml',
            dose: '5',
            dosemesure: 'ml',
            freq: 'Three times a day',
            dureationDays: 3,
            note: '',
          },
        ],
        advice: 'Fluids and rest.',
        seenInPerson: false,
        signed: true,
        correctionReason: '',
      },
    ]);
  });

  it('writes a correction: the form filled in from the prescription, the reason sent, the new version shown', async () => {
    const saved = aPrescription({ prescriptionId: 60, rxNumber: 'RX-2026-000060', signature: SIGNATURE });
    const c = aConsultation({ status: 'completed', prescriptionId: 60, prescription: saved });
    list = [c];
    const message = 'Correction saved as version 2. The earlier version is kept; the parent sees this one.';
    serve({
      consolePermittedMedicines: () => ({ status: 1, data: ['PARACETAMOL'] }),
      consoleWritePrescription: (_url, { body }) => {
        change(c.appReqId, { prescriptionId: 61, prescription: savedFrom(body, 61, 2, 'RX-2026-000060') });
        return { ...written(61, 2, 'RX-2026-000060'), message };
      },
    });
    renderAt(`/console/consultations/${c.appReqId}`);
    expect(await screen.findByText('Rx no. RX-2026-000060')).toBeTruthy();
    expect(screen.getByText('Viral fever')).toBeTruthy();
    expect(screen.getByText(SIGNATURE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write a correction' }));

    const diagnosis = screen.getByLabelText('Provisional diagnosis') as HTMLTextAreaElement;
    expect(diagnosis.value).toBe('Viral fever');
    expect((screen.getByLabelText('Generic name') as HTMLInputElement).value).toBe('PARACETAMOL');
    fireEvent.change(diagnosis, { target: { value: 'Acute tonsillitis' } });
    fireEvent.change(screen.getByLabelText('Reason for the correction'), {
      target: { value: 'Diagnosis revised after the throat examination.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: SIGN }));
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));

    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Rx no. RX-2026-000060')).toBeTruthy();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Acute tonsillitis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save correction' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Write a correction' })).toBeTruthy();
    expect(posted('consoleWritePrescription')).toEqual([
      expect.objectContaining({
        appReqId: c.appReqId,
        diagnosis: 'Acute tonsillitis',
        chiefComplaints: saved.chiefComplaints,
        medicines: saved.medicines,
        signed: true,
        correctionReason: 'Diagnosis revised after the throat examination.',
      }),
    ]);
  });

  it('offers no form once a prescription exists', async () => {
    const c = aConsultation({ prescriptionId: 8 });
    list = [c];
    renderAt(`/console/consultations/${c.appReqId}`);
    expect(await screen.findByText(/Prescription no\. 8 has been written/)).toBeTruthy();
    expect(screen.queryByLabelText('Generic name')).toBeNull();
  });

  it("shuts the actions until 10 minutes before the slot on the server's clock, and says why", async () => {
    // The server's now is 10:40 AM in India; the slot is at 11:30 AM, so the actions open at 11:20 AM.
    const c = aConsultation({ slot: '11:30 AM', slotStart: '2026-11-22T06:00:00.000Z' });
    list = [c];
    renderAt(`/console/consultations/${c.appReqId}`);
    expect(
      await screen.findByText(
        "The call, the prescription and completion open at 11:20 AM, when the parent's waiting room opens (10 minutes before the slot).",
      ),
    ).toBeTruthy();
    for (const name of ['Start video call', 'Call the parent', 'Mark completed', 'Parent did not join'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('If the parent does not join, you can mark a no-show from 11:30 AM.')).toBeTruthy();
    expect(screen.getByText('You can write the prescription from 11:20 AM.')).toBeTruthy();
    expect(screen.queryByLabelText('Generic name')).toBeNull();
  });

  it('names the day when the actions open on another day', async () => {
    const c = aConsultation({ slotDate: '2026-11-23', slot: '09:00 AM', slotStart: '2026-11-23T03:30:00.000Z' });
    list = [c];
    renderAt(`/console/consultations/${c.appReqId}`);
    expect(await screen.findByText(/open at 08:50 AM, Mon, 23 Nov, when the parent's waiting room opens/)).toBeTruthy();
  });

  it('marks a no-show after a yes, then offers no more calls or prescription', async () => {
    const c = aConsultation();
    list = [c];
    serve({
      consoleMarkNoShow: () => {
        change(c.appReqId, { status: 'no_show' });
        return { status: 1, message: 'Marked as a no-show: the parent did not join.' };
      },
    });
    renderAt(`/console/consultations/${c.appReqId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Parent did not join' }));
    const dialog = screen.getByRole('dialog', { name: 'The parent did not join?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted('consoleMarkNoShow')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Parent did not join' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark no-show' }));

    expect(
      await screen.findByText('Closed as a no-show: the parent did not join. No more calls or prescription.'),
    ).toBeTruthy();
    expect(posted('consoleMarkNoShow')).toEqual([{ appReqId: c.appReqId }]);
    expect(screen.queryByRole('button', { name: 'Start video call' })).toBeNull();
    expect(screen.getByText('No prescription: the parent did not join this consultation.')).toBeTruthy();
    expect(screen.getAllByText('No-show').length).toBeGreaterThan(0);
  });

  it('shows what the server still refuses, in its words', async () => {
    const c = aConsultation();
    list = [c];
    const refusal = 'Start the call before marking this consultation completed.';
    const shown = vi.spyOn(notify, 'error');
    serve({ consoleMarkNoShow: () => json({ status: 0, message: refusal }, 409) });
    renderAt(`/console/consultations/${c.appReqId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Parent did not join' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, mark no-show' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(refusal));
    expect(screen.getByRole('button', { name: 'Parent did not join' })).toBeTruthy();
    shown.mockRestore();
  });

  it('says when the consultation is not in the list', async () => {
    list = [aConsultation()];
    renderAt('/console/consultations/999999');
    expect(await screen.findByText('We could not find this consultation in your list.')).toBeTruthy();
  });
});

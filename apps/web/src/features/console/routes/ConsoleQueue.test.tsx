// @vitest-environment happy-dom
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import type { ConsoleQueueResponse, Duty } from '@app/contract/schemas/queue';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { aClientConfig } from '../../../test/data';
import { resetStore } from '../../../test/render';
import { type FakeRequest, fakeServer, type Handlers, json } from '../../../test/server';
import { clearConsoleToken, setConsoleToken } from '../consoleSession';
import { aConsultation, aDoctor, aDuty, aQueue, aQueueEntry, onDuty } from '../testData';
import { HEARTBEAT_MS } from '../useDuty';
import ConsoleConsultationPage from './ConsoleConsultationPage';
import ConsoleLayout from './ConsoleLayout';
import ConsolePage from './ConsolePage';

const NOW = '2026-11-22T05:10:00.000Z';

let duty: Duty;
let waiting: ConsoleQueueResponse['waiting'];
let list: ConsoleConsultation[];
let server: ReturnType<typeof fakeServer>;

/** SetDuty as the server does it: on for the types and languages sent, or off keeping them. */
function setDuty(_url: URL, request: FakeRequest) {
  const body = request.body as { available: boolean; types: Duty['types']; languages: Duty['languages'] };
  duty = body.available
    ? onDuty(NOW, { types: body.types, languages: body.languages })
    : aDuty({ types: body.types, languages: body.languages, lastSeenAt: NOW });
  return { status: 1, serverNow: NOW, duty };
}

function serve(extra: Handlers = {}) {
  server = fakeServer({
    consoleMe: () => ({ status: 1, doctor: aDoctor() }),
    consoleConsultations: () => ({ status: 1, serverNow: NOW, data: list }),
    getClientConfig: () => aClientConfig(),
    consoleQueue: () => aQueue(duty, duty.available ? waiting : []),
    consoleSetDuty: setDuty,
    consoleHeartbeat: () => ({ status: 1, serverNow: NOW, duty }),
    ...extra,
  });
}

beforeEach(() => {
  duty = aDuty();
  waiting = [];
  list = [];
  setConsoleToken('doctor-token');
  serve();
});
afterEach(() => {
  cleanup();
  clearConsoleToken();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderConsole() {
  const router = createMemoryRouter(
    [
      {
        path: '/console',
        Component: ConsoleLayout,
        children: [
          { index: true, Component: ConsolePage },
          { path: 'consultations/:appReqId', Component: ConsoleConsultationPage },
        ],
      },
    ],
    { initialEntries: ['/console'] },
  );
  render(
    <Provider store={resetStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const theSwitch = () => screen.findByRole('switch', { name: 'Available for instant consultations' });
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const takeNext = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Take next' });
const posted = (route: 'consoleSetDuty' | 'consoleHeartbeat' | 'consoleTakeNext') =>
  server.callsTo(route).map((call) => call.body);

async function switchOn() {
  const toggle = await theSwitch();
  await waitFor(() => expect(server.callsTo('consoleQueue').length).toBeGreaterThan(0));
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  return toggle;
}

describe('duty panel', () => {
  it('starts off with both calls in English; switching on sends the choices and says since when', async () => {
    renderConsole();
    const toggle = await theSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect([box('Audio'), box('Video'), box('English'), box('Hindi')].map((b) => b.checked)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(takeNext().disabled).toBe(true);
    expect(screen.getByText(/to see and take the parents waiting/)).toBeTruthy();

    await switchOn();
    expect(posted('consoleSetDuty')).toEqual([{ available: true, types: ['audio', 'video'], languages: ['english'] }]);
    expect(screen.getByText(/On duty since 10:40 AM/)).toBeTruthy();
  });

  it("starts from the doctor's last choices, and sends a changed choice again while on", async () => {
    duty = onDuty(NOW, { types: ['video'], languages: ['hindi'] });
    renderConsole();
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect([box('Audio'), box('Video'), box('English'), box('Hindi')].map((b) => b.checked)).toEqual([
      false,
      true,
      false,
      true,
    ]);

    fireEvent.click(box('English'));
    await waitFor(() => expect(posted('consoleSetDuty')).toHaveLength(1));
    expect(posted('consoleSetDuty')[0]).toEqual({ available: true, types: ['video'], languages: ['english', 'hindi'] });

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(posted('consoleSetDuty')[1]).toEqual({
      available: false,
      types: ['video'],
      languages: ['english', 'hindi'],
    });
    // Switched off by the doctor: no note about being taken off.
    expect(screen.queryByText(/You were taken off duty/)).toBeNull();
  });

  it('shows a refusal (400) under the panel and stays off', async () => {
    const refusal = 'Choose at least one call type and one language to go on duty.';
    serve({ consoleSetDuty: () => json({ status: 0, message: refusal }, 400) });
    renderConsole();
    const toggle = await theSwitch();
    fireEvent.click(box('Audio'));
    fireEvent.click(box('Video'));
    fireEvent.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('duty-heading');
    expect(posted('consoleSetDuty')).toEqual([{ available: true, types: [], languages: ['english'] }]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('switches duty off before signing out', async () => {
    serve({ consoleLogout: () => ({ status: 1, message: 'Signed out.' }) });
    duty = onDuty();
    renderConsole();
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(server.callsTo('consoleLogout')).toHaveLength(1));
    expect(posted('consoleSetDuty')).toEqual([{ available: false, types: ['audio', 'video'], languages: ['english'] }]);
  });

  it('sends a heartbeat every 30 s while on, and at once when the tab is shown again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderConsole();
    await switchOn();
    expect(posted('consoleHeartbeat')).toHaveLength(0);

    vi.advanceTimersByTime(HEARTBEAT_MS);
    await waitFor(() => expect(posted('consoleHeartbeat')).toHaveLength(1));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await waitFor(() => expect(posted('consoleHeartbeat')).toHaveLength(2));

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(posted('consoleHeartbeat')).toHaveLength(3));
  });

  it('sends no heartbeat while off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderConsole();
    await theSwitch();
    await waitFor(() => expect(server.callsTo('consoleQueue').length).toBeGreaterThan(0));
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(posted('consoleHeartbeat')).toHaveLength(0);
  });

  it('turns off with a note when the heartbeat says the duty ended (the console was not seen)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderConsole();
    const toggle = await switchOn();
    // The server stopped seeing this console (a sleeping laptop): its duty ended by itself.
    duty = aDuty({ types: ['audio', 'video'], languages: ['english'], lastSeenAt: NOW });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText('You were taken off duty because this console was not seen for 3 minutes.')).toBeTruthy();
    expect(screen.queryByText(/On duty since/)).toBeNull();
    expect(takeNext().disabled).toBe(true);
  });
});

describe('queue', () => {
  it('says nobody is waiting and keeps Take next shut', async () => {
    duty = onDuty();
    renderConsole();
    expect(await screen.findByText('0 parents waiting')).toBeTruthy();
    expect(screen.getByText(/Nobody is waiting/)).toBeTruthy();
    expect(takeNext().disabled).toBe(true);
    expect(takeNext().getAttribute('aria-describedby')).toBe('queue-shut');
  });

  it('lists the parents waiting, longest-waiting first', async () => {
    duty = onDuty();
    waiting = [
      aQueueEntry({ position: 1, childName: 'Aarav Sharma', reason: 'Fever', waitingMinutes: 12 }),
      aQueueEntry({
        position: 2,
        childName: 'Diya Rao',
        childAge: '8 months',
        reason: 'Rash',
        consultType: 'audio',
        language: 'hindi',
        waitingMinutes: 3,
      }),
    ];
    renderConsole();
    expect(await screen.findByText('2 parents waiting')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: '2 parents waiting' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Number 1Aarav Sharma 2 years 3 monthsFeverVideoEnglishwaiting 12 min',
      'Number 2Diya Rao 8 monthsRashAudioHindiwaiting 3 min',
    ]);
    expect(takeNext().disabled).toBe(false);
  });

  it('Take next calls the parent and opens the taken consultation', async () => {
    const info = vi.spyOn(notify, 'info');
    duty = onDuty();
    const first = aQueueEntry({ childName: 'Aarav Sharma' });
    waiting = [first];
    serve({
      consoleTakeNext: () => {
        waiting = [];
        list = [
          aConsultation({
            appReqId: first.appReqId,
            slotStart: NOW,
            roomName: 'room-aarav',
            callStartedAt: NOW,
            waitingRoom: { state: 'open', parentPresent: false, parentWaitingMinutes: 0 },
            child: { name: 'Aarav Sharma' },
          }),
        ];
        return {
          status: 1,
          message: 'Calling.',
          appReqId: first.appReqId,
          consultType: 'video',
          roomName: 'room-aarav',
        };
      },
    });
    const router = renderConsole();
    await screen.findByText('1 parent waiting');
    fireEvent.click(takeNext());

    expect(await screen.findByRole('heading', { name: 'Consultation: Aarav Sharma' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/console/consultations/${first.appReqId}`);
    expect(info).toHaveBeenCalledWith('Calling Aarav Sharma…');
    expect(posted('consoleTakeNext')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Join the video call' })).toBeTruthy();
  });

  it("says 'Nobody is waiting.' when another doctor took the last parent, and reads the queue again", async () => {
    const shown = vi.spyOn(notify, 'error');
    duty = onDuty();
    waiting = [aQueueEntry()];
    serve({
      consoleTakeNext: () => {
        waiting = [];
        return json({ status: 0, message: 'Nobody is waiting.' }, 409);
      },
    });
    renderConsole();
    await screen.findByText('1 parent waiting');
    const reads = server.callsTo('consoleQueue').length;
    fireEvent.click(takeNext());

    await waitFor(() => expect(shown).toHaveBeenCalledWith('Nobody is waiting.'));
    await screen.findByText('0 parents waiting');
    expect(server.callsTo('consoleQueue').length).toBeGreaterThan(reads);
    expect(takeNext().disabled).toBe(true);
  });
});

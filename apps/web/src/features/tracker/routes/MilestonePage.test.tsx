// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import { aGoal, aList, aSessionUser, BANDS, BASIC } from '../testData';
import { trackerOf } from '../trackerState';
import MilestonePage from './MilestonePage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const LIST = '/milestone-and-growth/milestone';
const FORM = '/milestone-and-growth/milestone/form';

const GOALS = [
  aGoal({
    GoalName: 'Smiles at people',
    GoalCategory: 'Social/Emotional',
    GoalCategoryKey: 'S',
    Goalstatus: 'D',
    AchvdDate: '2026-01-20',
  }),
  aGoal({
    GoalName: 'Coos and babbles',
    GoalCategory: 'Language',
    GoalCategoryKey: 'L',
    Goalstatus: 'O',
    RxDate: '2026-02-01',
  }),
  aGoal({
    GoalName: 'Holds head steady',
    GoalCategory: 'Movement',
    GoalCategoryKey: 'M',
    Goalstatus: 'U',
    RxDate: '2026-04-10',
  }),
];
const COUNTS = {
  STotcount: 4,
  SAchcount: 2,
  LTotcount: 3,
  LAchcount: 0,
  CTotcount: 2,
  CAchcount: 1,
  MTotcount: 5,
  MAchcount: 5,
};

function serve(list: (url: URL) => unknown, opts: { isPlan?: 0 | 1; type?: 'Guest' | 'Registered' } = {}) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser({ type: opts.type ?? 'Registered' }) }),
    getUserPlans: () => ({ status: 1, data: [], isPlan: opts.isPlan ?? 1 }),
    addHomeBannerInfo: () => ({ status: 1, Banners: [] }),
    getMilestoneListInfo: list,
  });
}

function open(basic = BASIC) {
  resetStore(basic, { Milestone: { planId: '3' } });
  return renderRoute(LIST, <MilestonePage />, [FORM, '/', '/home', '/plans']);
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MilestonePage', () => {
  it('first load: the current band, its rings and the goals by category with their dates and status', async () => {
    const server = serve(() => aList({ data: GOALS, ...COUNTS }));
    open();
    expect(await screen.findByRole('img', { name: 'Social/Emotional: 2 of 4 achieved' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Language: 0 of 3 achieved' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cognitive: 1 of 2 achieved' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Movement: 5 of 5 achieved' })).toBeTruthy();

    const query = server.callsTo('getMilestoneListInfo')[0]?.query;
    expect(query?.get('patientId')).toBe('11');
    expect(query?.get('limit')).toBe('-1');
    expect(query?.get('planId')).toBe('3');
    expect(query?.get('userType')).toBe('Registered');
    expect(query?.has('fromMonth')).toBe(false);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.filter((h) => h !== 'Progress')).toEqual(['Social/Emotional', 'Movement', 'Language']);
    const overdue = screen.getByRole('button', { name: /Coos and babbles/ });
    expect(overdue.textContent).toContain('Overdue');
    expect(overdue.textContent).toContain('Due: 01 Feb 2026');
    expect(overdue.className).toContain('goal--O');
    expect(screen.getByRole('button', { name: /Smiles at people/ }).textContent).toContain('Achieved: 20 Jan 2026');

    const bands = screen.getByRole('radiogroup', { name: 'Age band' });
    const current = within(bands).getByRole('radio', { name: /4-6 months/ }) as HTMLInputElement;
    expect(current.checked).toBe(true);
    expect(current.closest('label')?.textContent).toContain('now');
  });

  it('the filter shows the overdue, upcoming or achieved goals only', async () => {
    serve(() => aList({ data: GOALS, ...COUNTS }));
    open();
    const filter = (await screen.findByLabelText('Filter')) as HTMLSelectElement;
    expect(filter.value).toBe('all');
    expect([...filter.options].map((o) => o.text)).toEqual(['Overdue', 'Upcoming', 'Achieved', 'Show All Milestones']);
    fireEvent.change(filter, { target: { value: 'O' } });
    expect(screen.getAllByRole('button', { name: /Coos|Smiles|Holds/ }).map((b) => b.textContent)).toEqual([
      expect.stringContaining('Coos and babbles'),
    ]);
    fireEvent.change(filter, { target: { value: 'D' } });
    expect(screen.queryByRole('button', { name: /Coos and babbles/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Smiles at people/ })).toBeTruthy();
  });

  it('choosing a band fetches its milestones', async () => {
    const server = serve((url) =>
      url.searchParams.get('fromMonth') === '0'
        ? aList({ band: BANDS[0], data: [aGoal({ GoalName: 'Looks at your face' })] })
        : aList({ data: GOALS }),
    );
    open();
    fireEvent.click(await screen.findByRole('radio', { name: '0-2 months' }));
    expect(await screen.findByRole('button', { name: /Looks at your face/ })).toBeTruthy();
    const last = server.callsTo('getMilestoneListInfo').at(-1)?.query;
    expect(last?.get('fromMonth')).toBe('0');
    expect(last?.get('toMonth')).toBe('2');
    expect((screen.getByRole('radio', { name: '0-2 months' }) as HTMLInputElement).checked).toBe(true);
  });

  it('notes a corrected age, and says when a band has no checklist', async () => {
    serve(() => aList({ data: [], correctedAge: true, correctionWeeks: 6, band: BANDS[3], currentBand: BANDS[3] }));
    open();
    expect(
      await screen.findByText('Due dates use corrected age (born early: 6 weeks added until 24 months)'),
    ).toBeTruthy();
    expect(screen.getByText(messages.bandWithoutChecklist)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest sees the notice instead of due dates, and a tap says it instead of opening the form', async () => {
    serve(
      () => aList({ data: GOALS, canEdit: false, dueDatesShown: false, notice: messages.guestMilestones, isPlan: 0 }),
      {
        isPlan: 0,
        type: 'Guest',
      },
    );
    const { router } = open({ ...BASIC, type: 'Guest' });
    const row = await screen.findByRole('button', { name: /Holds head steady/ });
    expect(row.textContent).toContain(`Due: ${messages.guestMilestones}`);
    expect(screen.getAllByText(messages.guestMilestones).length).toBeGreaterThan(1);
    fireEvent.click(row);
    expect(notify.warning).toHaveBeenCalledWith(messages.guestMilestones);
    expect(router.state.location.pathname).toBe(LIST);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The notice has a button to act on: registering, then back here.
    fireEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(LIST);
  });

  it('a tap on a goal that may be recorded keeps it for the form and opens it', async () => {
    serve(() => aList({ data: GOALS, dateOfBirth: '2025-09-01' }));
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: /Holds head steady/ }));
    expect(router.state.location.pathname).toBe(FORM);
    const tracker = trackerOf(store.getState().Milestone);
    expect(tracker.goal?.GoalName).toBe('Holds head steady');
    expect(tracker.goalPatientId).toBe(11);
    expect(tracker.dateOfBirth).toBe('2025-09-01');
  });

  it('an empty list with a plan: the no-data modal, closed with Got it', async () => {
    serve(() => aList({ data: [], isPlan: 1 }));
    open();
    const dialog = await screen.findByRole('dialog', { name: 'No Data Available' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a registered account without an active plan: the no-plan modal on arrival', async () => {
    serve(() => aList({ data: GOALS, isPlan: 0, canEdit: false, notice: messages.planExtendForDueDate }), {
      isPlan: 0,
    });
    const { router } = open();
    const dialog = await screen.findByRole('dialog', { name: 'No Active Plan' });
    // Something to do about it besides 'Got it': the plans, coming back here once one is bought.
    fireEvent.click(within(dialog).getByRole('link', { name: 'See care plans' }));
    expect(router.state.location.pathname).toBe('/plans');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/milestone-and-growth/milestone')}`);
  });

  it('a 401 ends the session and goes to the phone screen', async () => {
    serve(() => json({ status: 0, message: messages.sessionExpired }, 401));
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().Basic.authToken).toBeUndefined();
  });
});

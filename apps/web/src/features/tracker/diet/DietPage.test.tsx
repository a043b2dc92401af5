// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import DietPage from '../routes/DietPage';
import { aSessionUser, BASIC } from '../testData';
import { aDietPlan } from '../vaccination/testData';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const DIET = '/milestone-and-growth/diet';

function serve(plan: (url: URL) => unknown = () => aDietPlan()) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser() }),
    getDietPlan: plan,
  });
}

function open() {
  resetStore(BASIC);
  return renderRoute(DIET, <DietPage />, ['/']);
}

const date = () => screen.getByLabelText('Date') as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // 20:00 UTC on the 9th is already the 10th in India.
  vi.setSystemTime(new Date('2026-03-09T20:00:00Z'));
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DietPage', () => {
  it("today's plan: the heading, the date limits, the meals with pictures, the guidance and the source", async () => {
    const server = serve();
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diet plan for today 10 Mar 2026');
    expect(date().value).toBe('10/03/2026');
    expect(screen.getByText('Plans from 03 Mar 2026 to 17 Mar 2026.')).toBeTruthy();
    expect(await screen.findByText('Family meal. Suggested: Poha with peas.')).toBeTruthy();
    const query = server.callsTo('getDietPlan')[0]?.query;
    expect(query?.get('patientId')).toBe('11');
    expect(query?.get('userType')).toBe('Registered');
    expect(query?.get('dt')).toBe('2026-03-10 00:00:00');
    const meals = screen.getAllByRole('listitem');
    expect(meals.map((m) => m.querySelector('.diet-time')?.textContent)).toEqual(['08:00 AM', '01:00 PM', 'Any time']);
    expect(meals.map((m) => m.querySelector('img')?.getAttribute('src'))).toEqual([
      '/images/diet/breakfast.svg',
      '/images/diet/lunch.svg',
      '/images/diet/breastfeeding.svg',
    ]);
    // A choice: the vegetarian and the non-vegetarian dish on a line each, then how much.
    const lunch = meals[1] as HTMLElement;
    expect(lunch.querySelector('.diet-title')?.textContent).toBe('Lunch');
    expect([...lunch.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Veg', 'Non-veg']);
    expect([...lunch.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Rice, rajma and raita',
      'Rice, chicken curry and raita',
    ]);
    expect(lunch.querySelector('.diet-amount')?.textContent).toBe('Amount: ¾–1 katori');
    // A slot with no clock time is named once, by its time line.
    expect(meals[2]?.querySelector('.diet-title')).toBeNull();
    expect(meals[2]?.textContent).toContain('Breastfeed as often as the child wants.');
    expect(screen.getByRole('heading', { name: 'Feeding guide · 12–24 months' })).toBeTruthy();
    expect(screen.getByText('3/4 to 1 katori (250 ml bowl).')).toBeTruthy();
    expect(screen.queryByText('Snacks')).toBeNull();
    expect(screen.getByText('Source: IAP infant and young child feeding guidelines (2010)')).toBeTruthy();
  });

  it('another day: its heading and its plan', async () => {
    const server = serve((url) => aDietPlan({ date: (url.searchParams.get('dt') ?? '').slice(0, 10) }));
    open();
    await screen.findByText('Family meal. Suggested: Poha with peas.');
    fireEvent.change(date(), { target: { value: '09/03/2026' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diet plan for yesterday 09 Mar 2026');
    await waitFor(() => expect(server.callsTo('getDietPlan').at(-1)?.query.get('dt')).toBe('2026-03-09 00:00:00'));
    fireEvent.change(date(), { target: { value: '11/03/2026' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diet plan for tomorrow 11 Mar 2026');
    fireEvent.change(date(), { target: { value: '12/03/2026' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diet plan for 12 Mar 2026');
    fireEvent.change(date(), { target: { value: '08/03/2026' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diet plan for 08 Mar 2026');
  });

  it('a typed date beyond a week is refused', async () => {
    const server = serve();
    open();
    await screen.findByText('Family meal. Suggested: Poha with peas.');
    fireEvent.change(date(), { target: { value: '18/03/2026' } });
    expect(screen.getByText(messages.dietOutsideWindow)).toBeTruthy();
    fireEvent.change(date(), { target: { value: '02/03/2026' } });
    expect(screen.getByText(messages.dietOutsideWindow)).toBeTruthy();
    // Said once, under the field: no toast besides it.
    expect(notify.warning).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diet plan for today 10 Mar 2026');
    expect(server.callsTo('getDietPlan')).toHaveLength(1);
  });

  it("no plan: 'No data' with the server's reason", async () => {
    serve(() => aDietPlan({ data: [], band: null, message: messages.dietNeedsDob }));
    open();
    expect(await screen.findByRole('heading', { name: 'No data' })).toBeTruthy();
    expect(screen.getByText(messages.dietNeedsDob)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

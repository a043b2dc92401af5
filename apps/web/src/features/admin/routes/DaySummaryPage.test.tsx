// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import DaySummaryPage from './DaySummaryPage';

const SUMMARY = { path: '/admin/summary', Component: DaySummaryPage };

onAdminScreens();

const summary = (date: string, averageWaitMinutes: number | null) => ({
  status: 1 as const,
  summary: { date, bookings: 14, revenue: 9250.5, refunds: 2, refunded: 800, cancellations: 3, averageWaitMinutes },
});

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement as HTMLElement;

describe('the day summary', () => {
  it("shows the day's bookings, revenue, refunds, cancellations and average wait", async () => {
    const server = serveAdmin({ adminDailySummary: (url) => summary(url.searchParams.get('date') ?? '', 6.5) });
    renderAdmin('/admin/summary?date=2026-11-24', [SUMMARY]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, 24 Nov 2026' })).toBeTruthy();
    await screen.findByText('₹9,250.50');
    expect(server.callsTo('adminDailySummary')[0]?.query.get('date')).toBe('2026-11-24');
    expect(within(figure('Bookings')).getByText('14')).toBeTruthy();
    expect(within(figure('Revenue')).getByText('₹9,250.50')).toBeTruthy();
    expect(within(figure('Refunds')).getByText('2')).toBeTruthy();
    expect(within(figure('Refunds')).getByText('₹800 given back')).toBeTruthy();
    expect(within(figure('Cancellations')).getByText('3')).toBeTruthy();
    expect(within(figure('Average wait')).getByText('6.5 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the consultations of this day' }).getAttribute('href')).toBe(
      '/admin/consultations?from=2026-11-24&to=2026-11-24',
    );
  });

  it('opens on today in India, says — when no call started, and asks again for another day', async () => {
    const server = serveAdmin({ adminDailySummary: (url) => summary(url.searchParams.get('date') ?? '', null) });
    const router = renderAdmin('/admin/summary', [SUMMARY]);
    await waitFor(() => expect(server.callsTo('adminDailySummary')).toHaveLength(1));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(server.callsTo('adminDailySummary')[0]?.query.get('date')).toBe(today);
    await screen.findByText('No call started that day');
    expect(within(figure('Average wait')).getByText('—')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '01/11/2026' } });
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-01'));
    await waitFor(() => expect(server.callsTo('adminDailySummary').at(-1)?.query.get('date')).toBe('2026-11-01'));
  });
});

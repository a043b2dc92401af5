// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import type { GrowthResponse } from '@app/contract/schemas/growth';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import GrowthPage from '../routes/GrowthPage';
import { aSessionUser, BASIC } from '../testData';
import { aGrowth, anEntry, weightEntry } from './testData';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
// happy-dom has no canvas: the chart itself is checked in the browser journey.
vi.mock('./GrowthChart', () => ({ default: () => <div data-testid="growth-chart" /> }));

const PAGE = '/milestone-and-growth/growth';

const ENTRIES = [
  weightEntry({
    NotesCaregiverID: 31,
    createdDate: '2026-01-05',
    age: '3 years 9 months',
    ageDays: 1393,
    Weight: 15.4,
  }),
  weightEntry({ NotesCaregiverID: 32, createdDate: '2026-03-12', age: '4 years', ageDays: 1459, Weight: 16.2 }),
];

type Answer = (param: string) => GrowthResponse | Response;

function serve(answer: Answer, overrides: Record<string, () => unknown> = {}) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser() }),
    addHomeBannerInfo: () => ({ status: 1, Banners: [] }),
    getGrowthTracker: (url) => answer(url.searchParams.get('param') ?? ''),
    addGrowthData: () => ({ status: 1, message: messages.growthSaved, NotesCaregiverID: 40 }),
    deleteGrowth: () => ({ status: 1, message: messages.growthDeleted }),
    ...overrides,
  });
}

function open(basic = BASIC) {
  resetStore(basic);
  return renderRoute(PAGE, <GrowthPage />);
}

const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-20T06:00:00Z'));
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GrowthPage: tabs', () => {
  it('Weight, Height and Head Circ; each tab loads its own measurement', async () => {
    const server = serve((param) => aGrowth({ param: param as 'W', data: param === 'W' ? ENTRIES : [] }));
    open();
    const tablist = await screen.findByRole('tablist', { name: 'Measurement' });
    await waitFor(() => expect(within(tablist).getAllByRole('tab')).toHaveLength(3));
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Weight', 'Height', 'Head Circ']);
    expect(tab('Weight').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Weight').id);

    const first = server.callsTo('getGrowthTracker')[0]?.query;
    expect(first?.get('patientId')).toBe('11');
    expect(first?.get('limit')).toBe('-1');
    expect(first?.get('param')).toBe('W');
    expect(first?.get('userType')).toBe('Registered');

    fireEvent.click(tab('Height'));
    expect(tab('Height').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No height recorded yet.')).toBeTruthy();
    expect(server.callsTo('getGrowthTracker').map((c) => c.query.get('param'))).toEqual(['W', 'H']);

    // Arrow keys move along the tabs, and select.
    fireEvent.keyDown(tab('Height'), { key: 'ArrowRight' });
    expect(tab('Head Circ').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Head Circ'));
    expect(tab('Weight').tabIndex).toBe(-1);
    await screen.findByText('No head circumference recorded yet.');
  });

  it('no Head Circ tab when the server says isHead is false', async () => {
    serve(() => aGrowth({ isHead: false, data: ENTRIES }));
    open();
    await screen.findByText('Latest weight');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Weight', 'Height']);
    expect(screen.queryByRole('tab', { name: 'Head Circ' })).toBeNull();
  });
});

describe('GrowthPage: the latest value', () => {
  it('value with unit, last updated, the gauge and the percentile in words', async () => {
    serve(() => aGrowth({ data: ENTRIES }));
    open();
    const latest = await screen.findByRole('region', { name: 'Latest weight' });
    expect(latest.querySelector('.growth-latest-value')?.textContent).toBe('16.2 kg');
    expect(within(latest).getByText('Last updated 12 Mar 2026')).toBeTruthy();
    expect(within(latest).getByText('Age 4 years')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'WHO normal range 12.1 to 22.6 kg; your child: 16.2 kg' })).toBeTruthy();
    expect(screen.getByText('On the 40th percentile: within the normal range')).toBeTruthy();
  });

  it('a corrected age says so, with the age from birth', async () => {
    serve(() =>
      aGrowth({
        data: [weightEntry({ age: '5 months', chronologicalAge: '6 months 2 weeks', corrected: true })],
      }),
    );
    open();
    expect(await screen.findByText('Age 5 months (corrected; 6 months 2 weeks from birth)')).toBeTruthy();
  });

  it('outside the range: words for a parent; no range: the reason and no gauge', async () => {
    serve((param) =>
      param === 'W'
        ? aGrowth({ data: [weightEntry({ Weight: 11.5, zScore: -2.4, percentile: 0.8 })] })
        : aGrowth({
            param: 'HC',
            data: [anEntry({ HeadCircum: 52, noRangeReason: messages.growthNoHeadRange, percentile: null })],
          }),
    );
    open();
    expect(await screen.findByText('On the 1st percentile: below the normal range')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Head Circ' }));
    const latest = await screen.findByRole('region', { name: 'Latest head circumference' });
    expect(within(latest).getByText(messages.growthNoHeadRange)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /WHO normal range/ })).toBeNull();
    expect(screen.queryByText(/percentile:/)).toBeNull();
  });
});

describe('GrowthPage: the table and the chart', () => {
  it('Date, Age, value and WHO Range, newest first; the chart with its text alternative', async () => {
    serve(() => aGrowth({ data: ENTRIES }));
    open();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Age', 'Weight (kg)', 'WHO Range', 'Delete']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent?.replace(/\u00a0/g, ' '))),
    ).toEqual([
      ['12 Mar 2026', '4 years', '16.2', '12.1–22.6'],
      ['05 Jan 2026', '3 years 9 months', '15.4', '12.1–22.6'],
    ]);
    expect(screen.getByRole('heading', { name: 'Growth chart' })).toBeTruthy();
    expect(screen.getByText('Growth chart: 2 measurements, latest on the 40th percentile.')).toBeTruthy();
    expect(await screen.findByTestId('growth-chart')).toBeTruthy();
  });

  it("'No data' when there are no entries; no chart without curves", async () => {
    serve(() => aGrowth({ data: [], curves: [], curvesStandard: null }));
    open();
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Growth chart' })).toBeNull();
  });
});

describe('GrowthPage: guests', () => {
  it('see the register message, no Add Value and no delete', async () => {
    serve(() =>
      aGrowth({
        data: ENTRIES.map((e) => ({ ...e, isDelete: false })),
        canEdit: false,
        notice: messages.guestGrowth,
      }),
    );
    open({ ...BASIC, type: 'Guest' });
    expect(await screen.findByText(messages.guestGrowth)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Value' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete entry/ })).toBeNull();
  });
});

describe('GrowthPage: Add Value', () => {
  async function openSheet() {
    fireEvent.click(await screen.findByRole('button', { name: 'Add Value' }));
    return screen.findByRole('dialog', { name: 'Add Growth Details' });
  }

  it('checks the date and the value before sending anything', async () => {
    const server = serve(() => aGrowth({ data: ENTRIES }));
    open();
    const sheet = await openSheet();
    const date = within(sheet).getByLabelText('Date') as HTMLInputElement;
    const value = within(sheet).getByLabelText('Weight (kg)') as HTMLInputElement;
    expect(date.value).toBe('20/03/2026');
    expect(date.required).toBe(true);
    // Between the date of birth and today.
    fireEvent.change(date, { target: { value: '21/03/2026' } });
    expect(within(sheet).getByText('The date cannot be in the future.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '13/03/2022' } });
    expect(within(sheet).getByText('The date cannot be before the date of birth.')).toBeTruthy();
    expect(value.type).toBe('number');
    expect(value.step).toBe('0.01');
    expect(value.inputMode).toBe('decimal');

    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'SAVE' }));
    expect(await within(sheet).findByText('Please select date.')).toBeTruthy();
    expect(within(sheet).getByText('Please enter the weight.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(date, { target: { value: '01/03/2026' } });
    fireEvent.change(value, { target: { value: '151' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'SAVE' }));
    expect(await within(sheet).findByText('Weight must be between 0.3 and 150 kg.')).toBeTruthy();
    expect(within(sheet).queryByText('Please select date.')).toBeNull();
    expect(server.callsTo('addGrowthData')).toHaveLength(0);
  });

  it('SAVE sends the measurement of the tab, says so, and the list is fetched again', async () => {
    const server = serve((param) => aGrowth({ param: param as 'H', data: [] }));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Height' }));
    await screen.findByText('No height recorded yet.');
    const sheet = await openSheet();
    fireEvent.change(within(sheet).getByLabelText('Date'), { target: { value: '02/03/2026' } });
    fireEvent.change(within(sheet).getByLabelText('Height (cm)'), { target: { value: '101.5' } });
    const before = server.callsTo('getGrowthTracker').length;
    fireEvent.click(within(sheet).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.growthSaved));
    expect(server.callsTo('addGrowthData')[0]?.body).toEqual({
      userId: 7,
      Author: 7,
      PatientID: 11,
      Height: 101.5,
      achievedDate: '2026-03-02',
    });
    await waitFor(() => expect(server.callsTo('getGrowthTracker').length).toBeGreaterThan(before));
  });

  it("shows the server's refusal as it comes", async () => {
    serve(() => aGrowth({ data: ENTRIES }), {
      addGrowthData: () => json({ status: 0, message: messages.noActivePlanWrite }, 403),
    });
    open();
    const sheet = await openSheet();
    fireEvent.change(within(sheet).getByLabelText('Weight (kg)'), { target: { value: '16.4' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'SAVE' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(messages.noActivePlanWrite);
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('GrowthPage: delete', () => {
  it('asks first; Cancel keeps the entry, Delete removes it', async () => {
    const server = serve(() => aGrowth({ data: ENTRIES }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete entry of 12 Mar 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(dialog.textContent).toContain('The weight 16.2 kg measured on 12 Mar 2026 will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('deleteGrowth')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete entry of 12 Mar 2026' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('deleteGrowth')[0]?.body).toEqual({ NotesCaregiverID: 32 }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.growthDeleted));
  });
});

// @vitest-environment happy-dom
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import VaccinationPage from '../routes/VaccinationPage';
import { aSessionUser, BASIC } from '../testData';
import { aVaccine, aVaccineList } from './testData';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const LIST = '/milestone-and-growth/vaccination';
// Today is read from the clock; the doses' dates are fixed, so only the statuses matter here.
const BCG = aVaccine({ VaccineName: 'BCG', Dose: 'Single dose', DueTime: 'Birth', DueStatus: 'Overdue' });
const DTP = aVaccine({ VaccineName: 'DTwP/DTaP 1', DueTime: '6 weeks', DueStatus: 'Overdue' });
const SOON = aVaccine({ VaccineName: 'IPV 1', DueTime: '6 weeks', DueStatus: 'Upcoming', canRecord: true });
const LATER = aVaccine({ VaccineName: 'MMR 1', DueTime: '9 Months', DueStatus: 'Upcoming', canRecord: false });
const TAKEN = aVaccine({ VaccineName: 'OPV 0', DueTime: 'Birth', DueStatus: 'Taken', TakenOn: '2025-09-02' });
// An annual influenza dose whose season passed unrecorded: offered (a parent who did give it), not chosen.
const FLU2 = aVaccine({
  VaccineName: 'Influenza (IIV) annual',
  Dose: 'Annual dose at 2 years',
  DueTime: '24 Months',
  DueStatus: 'Overdue',
  seasonPassed: true,
});
const DOSES = [BCG, TAKEN, DTP, SOON, LATER, FLU2];

function serve(markEarlier: () => Response | object) {
  let data: VaccineItem[] = DOSES;
  const server = fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser({ type: 'Registered' }) }),
    getUserPlans: () => ({ status: 1, data: [], isPlan: 1 }),
    addHomeBannerInfo: () => ({ status: 1, Banners: [] }),
    getVaccineDetail: () => aVaccineList({ data }),
    markEarlierVaccines: () => {
      const answer = markEarlier();
      if (!(answer instanceof Response)) {
        data = DOSES.map((v) =>
          v === BCG || v === DTP ? { ...v, DueStatus: 'Taken', TakenOn: '2025-12-01', reportedByParent: true } : v,
        );
      }
      return answer;
    },
  });
  resetStore(BASIC, { Milestone: { planId: '3' } });
  renderRoute(LIST, <VaccinationPage />, ['/']);
  return server;
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const openForm = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Mark earlier doses as given' }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Mark earlier doses as given', () => {
  it('lists the doses that may be recorded by age, the overdue ones chosen', async () => {
    serve(() => ({ status: 1, marked: 2, message: '2 doses marked as given.' }));
    await openForm();
    const form = screen.getByRole('form', { name: 'Mark earlier doses as given' });
    expect(
      within(form)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Doses given', 'Birth', '6 weeks', '24 Months']);
    expect(box(/^BCG/).checked).toBe(true);
    expect(box(/^DTwP\/DTaP 1/).checked).toBe(true);
    const passed = box(/^Influenza \(IIV\) annual/);
    expect(passed.checked).toBe(false);
    expect(passed.closest('label')?.textContent).toContain('Season passed');
    // Due within the 3 days: offered, not chosen. Due later, or taken: not offered.
    expect(box(/^IPV 1/).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /^MMR 1/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^OPV 0/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark 2 doses as given' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('button', { name: 'Mark 0 doses as given' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose all overdue' }));
    expect(box(/^BCG/).checked).toBe(true);
    expect(box(/^Influenza \(IIV\) annual/).checked).toBe(false);
  });

  it('says what is wrong before sending: no dose, no date, a date that is not real, after today or before birth', async () => {
    const server = serve(() => ({ status: 1, marked: 0, message: '' }));
    await openForm();
    const date = screen.getByLabelText('Date given (dd/mm/yyyy)') as HTMLInputElement;
    const save = () => fireEvent.click(screen.getByRole('button', { name: /^Mark \d+ doses? as given$/ }));
    const said = () => document.getElementById('earlier-date-error')?.textContent;

    save();
    expect(said()).toBe('Please select date.');
    fireEvent.change(date, { target: { value: '31/02/2025' } });
    save();
    // The date field says it at once, in its own words (it knows what is wrong with the date).
    expect(said()).toBe('There is no such date. Please check the day and the month.');
    fireEvent.change(date, { target: { value: '01/01/2999' } });
    save();
    expect(said()).toBe('The taken date cannot be in the future.');
    // The list's child was born on 1 Sep 2025.
    fireEvent.change(date, { target: { value: '31/08/2025' } });
    save();
    expect(said()).toBe('The taken date cannot be before the date of birth.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.change(date, { target: { value: '01/12/2025' } });
    save();
    expect(said()).toBe('Please choose at least one dose.');
    expect(server.callsTo('markEarlierVaccines')).toHaveLength(0);
  });

  it('sends the chosen doses with one date in one request; the counts change', async () => {
    const server = serve(() => ({ status: 1, marked: 2, message: '2 doses marked as given.' }));
    expect(await screen.findByText('2 overdue · 2 upcoming · 1 taken')).toBeTruthy();
    await openForm();
    // Typed as digits only, the slashes come by themselves.
    fireEvent.change(screen.getByLabelText('Date given (dd/mm/yyyy)'), { target: { value: '01122025' } });
    expect((screen.getByLabelText('Date given (dd/mm/yyyy)') as HTMLInputElement).value).toBe('01/12/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Mark 2 doses as given' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('2 doses marked as given.'));
    expect(server.callsTo('markEarlierVaccines')[0]?.body).toEqual({
      patientId: 11,
      vaccineIds: [BCG.vaccineId, DTP.vaccineId],
      takenOn: '2025-12-01',
    });
    expect(await screen.findByText('0 overdue · 2 upcoming · 3 taken')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Mark earlier doses as given' })).toBeNull();
  });

  it("shows the server's refusal under the date, and keeps the form", async () => {
    serve(() =>
      json({ status: 0, message: 'Tdap (Single dose) is not due yet: record it on its own when it is given.' }, 400),
    );
    await openForm();
    fireEvent.change(screen.getByLabelText('Date given (dd/mm/yyyy)'), { target: { value: '01/12/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark 2 doses as given' }));
    await waitFor(() =>
      expect(document.getElementById('earlier-date-error')?.textContent).toBe(
        'Tdap (Single dose) is not due yet: record it on its own when it is given.',
      ),
    );
    expect(screen.getByRole('form', { name: 'Mark earlier doses as given' })).toBeTruthy();
  });
});

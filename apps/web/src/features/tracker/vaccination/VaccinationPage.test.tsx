// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import type { VaccineResponse } from '@app/contract/schemas/vaccination';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import VaccinationPage from '../routes/VaccinationPage';
import { aSessionUser, BASIC } from '../testData';
import { aVaccine, aVaccineList } from './testData';
import { vaccinationOf, withVaccination } from './vaccinationState';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const LIST = '/milestone-and-growth/vaccination';
const FORM = '/milestone-and-growth/vaccination/form';

const DOSES = [
  aVaccine({
    VaccineName: 'BCG',
    Dose: 'Single dose',
    DueTime: 'Birth',
    DueStatus: 'Taken',
    DueOn: '2025-09-01',
    TakenOn: '2025-10-02',
    fileName: '/api/Files/Get?id=4&exp=1&sig=abc',
  }),
  aVaccine({
    VaccineName: 'DTwP/DTaP 1',
    Dose: 'Dose 1',
    DueTime: '6 weeks',
    DueStatus: 'Overdue',
    DueOn: '2025-10-13',
    ProtectAgainst: 'Diphtheria, tetanus and pertussis (whooping cough)',
    ToBeGiven: 'At 6 weeks',
    ImportantInfo: 'Usually part of a combination vaccine.',
  }),
  aVaccine({
    VaccineName: 'MMR 1',
    DueTime: '9 Months',
    DueStatus: 'Upcoming',
    DueOn: '2026-06-01',
    ToBeGiven: 'At 9 months',
  }),
];
/** An older child: an annual influenza season passed unrecorded, the current one overdue. */
const ANNUAL = [
  aVaccine({
    VaccineName: 'Influenza (IIV) annual',
    Dose: 'Annual dose at 2 years',
    DueTime: '24 Months',
    DueStatus: 'Overdue',
    seasonPassed: true,
    DueOn: '2024-03-09',
  }),
  aVaccine({
    VaccineName: 'Influenza (IIV) annual',
    Dose: 'Annual dose at 3 years',
    DueTime: '3 Years',
    DueStatus: 'Overdue',
    DueOn: '2025-03-10',
  }),
];
const OLDER = aVaccineList({
  data: [...DOSES, ...ANNUAL],
  categories: ['Birth', '6 weeks', '9 Months', '24 Months', '3 Years'],
  patientCategory: '3 Years',
});

function serve(list: () => unknown, type: 'Guest' | 'Registered' = 'Registered') {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser({ type }) }),
    getUserPlans: () => ({ status: 1, data: [], isPlan: type === 'Guest' ? 0 : 1 }),
    addHomeBannerInfo: () => ({ status: 1, Banners: [] }),
    getVaccineDetail: list,
  });
}

function open(basic = BASIC, milestone: Record<string, unknown> = { planId: '3' }) {
  resetStore(basic, { Milestone: milestone });
  return renderRoute(LIST, <VaccinationPage />, [FORM, '/']);
}

const card = (name: RegExp) => screen.getByRole('button', { name, expanded: false });

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('VaccinationPage', () => {
  it('shows the schedule, the filter, the age chips with the current age chosen, and the cards', async () => {
    const server = serve(() => aVaccineList({ data: DOSES }));
    open();
    expect(await screen.findByText('Schedule: IAP 2020-21 with 2023 updates')).toBeTruthy();
    const query = server.callsTo('getVaccineDetail')[0]?.query;
    expect(query?.get('patientId')).toBe('11');
    expect(query?.get('userType')).toBe('Registered');

    const filter = screen.getByLabelText('Filter') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.text)).toEqual(['Overdue', 'Upcoming', 'Done', 'Show All Vaccination']);
    expect(filter.value).toBe('all');

    const ages = screen.getByRole('radiogroup', { name: 'Age' });
    expect(
      within(ages)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Birth', '6 weeks', '9 Months']);
    const current = within(ages).getByRole('radio', { name: /6 weeks/ }) as HTMLInputElement;
    expect(current.checked).toBe(true);
    expect(current.closest('label')?.textContent).toContain('now');

    const overdue = card(/DTwP\/DTaP 1/);
    expect(overdue.textContent).toContain('Overdue');
    expect(overdue.textContent).toContain('Due: 13 Oct 2025');
    expect(overdue.closest('li')?.className).toContain('vaccine--Overdue');
    expect(card(/BCG/).textContent).toContain('Taken: 02 Oct 2025');
  });

  it('an annual dose whose season passed says so, and is not counted or filtered as overdue', async () => {
    serve(() => OLDER);
    open();
    expect(await screen.findByText('2 overdue · 1 upcoming · 1 taken')).toBeTruthy();
    const ages = screen.getByRole('radiogroup', { name: 'Age' });
    const current = within(ages).getByRole('radio', { name: /3 Years/ }) as HTMLInputElement;
    expect(current.checked).toBe(true);
    expect(within(ages).getByRole('radio', { name: '24 Months' })).toBeTruthy();

    const passed = card(/Annual dose at 2 years/);
    expect(passed.textContent).toContain('Season passed');
    expect(passed.textContent).toContain('This season is over; the next annual dose is the one to give.');
    expect(passed.closest('li')?.className).toContain('vaccine--SeasonPassed');
    expect(passed.closest('li')?.className).not.toContain('vaccine--Overdue');
    const current3 = card(/Annual dose at 3 years/);
    expect(current3.textContent).toContain('Overdue');
    expect(current3.textContent).not.toContain('Season passed');

    const filter = screen.getByLabelText('Filter') as HTMLSelectElement;
    const names = () => screen.queryAllByRole('button', { expanded: false }).map((b) => b.textContent ?? '');
    fireEvent.change(filter, { target: { value: 'Overdue' } });
    expect(names()).toEqual([
      expect.stringContaining('DTwP/DTaP 1'),
      expect.stringContaining('Annual dose at 3 years'),
    ]);
    fireEvent.change(filter, { target: { value: 'all' } });
    expect(names()).toHaveLength(5);
  });

  it('a card expands to its details and View Details', async () => {
    serve(() => aVaccineList({ data: DOSES }));
    open();
    const toggle = await screen.findByRole('button', { name: /DTwP\/DTaP 1/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details.hidden).toBe(false);
    const text = details.textContent ?? '';
    for (const words of [
      'Due on13 Oct 2025',
      'Taken on—',
      'DoseDose 1',
      'Protected AgainstDiphtheria, tetanus and pertussis (whooping cough)',
      'To Be GivenAt 6 weeks',
      'Important InfoUsually part of a combination vaccine.',
    ]) {
      expect(text).toContain(words);
    }
    expect(within(details).getByRole('button', { name: 'View Details' })).toBeTruthy();
  });

  it('a taken dose shows its saved tag photo', async () => {
    serve(() => aVaccineList({ data: DOSES }));
    open();
    const photo = (await screen.findByRole('img', { name: 'Vaccination tag of BCG' })) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/api/Files/Get?id=4&exp=1&sig=abc');
  });

  it('the filter keeps the overdue, upcoming or done doses; Show All brings every card back', async () => {
    serve(() => aVaccineList({ data: DOSES }));
    open();
    const filter = (await screen.findByLabelText('Filter')) as HTMLSelectElement;
    const names = () => screen.queryAllByRole('button', { expanded: false }).map((b) => b.textContent ?? '');
    fireEvent.change(filter, { target: { value: 'Taken' } });
    expect(names()).toEqual([expect.stringContaining('BCG')]);
    expect(screen.getAllByText('Nothing recorded as taken at this age yet.')).toHaveLength(2);
    fireEvent.change(filter, { target: { value: 'Overdue' } });
    expect(names()).toEqual([expect.stringContaining('DTwP/DTaP 1')]);
    expect(vaccinationOf(store.getState().Milestone).filter).toBe('Overdue');
    fireEvent.change(filter, { target: { value: 'all' } });
    expect(names()).toHaveLength(3);
  });

  it("choosing an age scrolls to that age's doses", async () => {
    serve(() => aVaccineList({ data: DOSES }));
    open();
    const chip = (await screen.findByRole('radio', { name: '9 Months' })) as HTMLInputElement;
    const section = screen.getByRole('region', { name: '9 Months' });
    const scroll = vi.fn();
    section.scrollIntoView = scroll;
    fireEvent.click(chip);
    expect(chip.checked).toBe(true);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });

  it('a guest gets the register message on View Details, and the form does not open', async () => {
    const guest: VaccineResponse = aVaccineList({
      data: DOSES.map((d) => ({ ...d, DueOn: null, DueStatus: 'Upcoming', TakenOn: null, canRecord: false })),
      dateOfBirth: null,
      canEdit: false,
      notice: messages.guestVaccinations,
    });
    serve(() => guest, 'Guest');
    const { router } = open({ ...BASIC, type: 'Guest' });
    expect(await screen.findByText(messages.guestVaccinations)).toBeTruthy();
    // Without a date of birth to count from, a card says when the dose is given.
    expect(card(/MMR 1/).textContent).toContain('Due: At 9 months');
    fireEvent.click(screen.getByRole('button', { name: /MMR 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(notify.warning).toHaveBeenCalledWith('Register with us for tracking vaccinations of your child');
    expect(router.state.location.pathname).toBe(LIST);
    expect(vaccinationOf(store.getState().Milestone).vaccine).toBeUndefined();
  });

  it('View Details keeps the dose for the form and opens it', async () => {
    serve(() => aVaccineList({ data: DOSES }));
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: /DTwP\/DTaP 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(router.state.location.pathname).toBe(FORM);
    const saved = vaccinationOf(store.getState().Milestone);
    expect(saved.vaccine?.VaccineName).toBe('DTwP/DTaP 1');
    expect(saved.patientId).toBe(11);
    expect(saved.dateOfBirth).toBe('2025-09-01');
    expect(store.getState().Milestone.planId).toBe('3');
  });

  it('back from the form, the dose last opened is open and in view, once', async () => {
    serve(() => aVaccineList({ data: DOSES }));
    const last = DOSES[2]?.vaccineId;
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    open(BASIC, withVaccination({ planId: '3' }, { lastVaccineId: last }));
    const toggle = await screen.findByRole('button', { name: /MMR 1/, expanded: true });
    expect(toggle.closest('li')?.id).toBe(`vaccine-${last}`);
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ block: 'center' }));
    expect(vaccinationOf(store.getState().Milestone).lastVaccineId).toBeUndefined();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('a failed load says why and tries again', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1 ? json({ status: 0, message: 'Something went wrong.' }, 500) : aVaccineList({ data: DOSES });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Schedule: IAP 2020-21 with 2023 updates')).toBeTruthy());
  });
});

// @vitest-environment happy-dom
import { paths } from '@app/contract/paths';
import type { PrescriptionItem } from '@app/contract/schemas/consultation';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { aSessionUser } from '../../tracker/testData';
import { BASIC } from '../testData';
import PrescriptionsPage from './PrescriptionsPage';

const medicine = (name: string) => ({
  name,
  strength: '',
  rxDate: '2026-03-10',
  freq: 'Twice a day',
  dose: '5',
  dosemesure: 'ml',
  dureationDays: 5,
  note: 'After food',
});

const item = (prescriptionId: number, state: PrescriptionItem['state'], names: string[]): PrescriptionItem => ({
  prescriptionId,
  appReqId: prescriptionId + 100,
  rxDate: state === 'InProgress' ? '2026-03-10' : '2026-01-02',
  memberId: 11,
  memberName: 'Aarav Sharma',
  doctorName: 'Dr Meera Rao',
  qualification: 'MBBS, MD (Paediatrics)',
  registrationNumber: 'KMC-12345',
  rxNumber: `RX-2026-${prescriptionId}`,
  version: 1,
  diagnosis: 'Viral fever',
  advice: 'Plenty of fluids.',
  state,
  medicines: names.map(medicine),
});

const LIST = {
  status: 1,
  data: [
    item(7, 'InProgress', ['Amoxicillin and Clavulanate Potassium 228.5 mg/5 ml', 'Paracetamol']),
    item(3, 'History', ['Cetirizine']),
  ],
};

beforeEach(() => {
  resetStore(BASIC);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PrescriptionsPage', () => {
  it('splits the prescriptions into In Progress and History tabs, moved between with the arrows', async () => {
    fakeServer({ getPrescriptions: () => LIST });
    renderRoute('/prescriptions', <PrescriptionsPage />, [], '/details');
    const list = screen.getByRole('tablist', { name: 'Prescriptions' });
    const [progress, history] = within(list).getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(within(list).getByRole('tab', { name: 'In Progress' })).toBe(progress);
    expect(within(list).getByRole('tab', { name: 'History' })).toBe(history);
    expect(progress.getAttribute('aria-selected')).toBe('true');
    expect(history.getAttribute('tabindex')).toBe('-1');

    const panel = await screen.findByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(progress.id);
    expect(await within(panel).findByRole('heading', { name: 'Rx date: 10 Mar 2026' })).toBeTruthy();
    expect(within(panel).queryByRole('heading', { name: 'Rx date: 02 Jan 2026' })).toBeNull();
    expect(panel.textContent).toContain('Dr Meera Rao');
    expect(panel.textContent).toContain('MBBS, MD (Paediatrics)');
    expect(panel.textContent).toContain('KMC-12345');
    expect(panel.textContent).toContain('Aarav Sharma');

    progress.focus();
    fireEvent.keyDown(progress, { key: 'ArrowRight' });
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(history);
    const historyPanel = screen.getByRole('tabpanel');
    expect(historyPanel.getAttribute('aria-labelledby')).toBe(history.id);
    expect(within(historyPanel).getByRole('heading', { name: 'Rx date: 02 Jan 2026' })).toBeTruthy();
    fireEvent.keyDown(history, { key: 'ArrowRight' });
    expect(progress.getAttribute('aria-selected')).toBe('true');
  });

  it('shows medicine cards with the name cut to 20 characters, the strength on its own line, the full name on a tap', async () => {
    fakeServer({ getPrescriptions: () => LIST });
    renderRoute('/prescriptions', <PrescriptionsPage />, [], '/details');
    const toggle = await screen.findByRole('button', { name: 'Amoxicillin and Clav… Show' });
    const name = toggle.closest('h4') as HTMLElement;
    expect(within(name).getByText('Amoxicillin and Clav…')).toBeTruthy();
    // The whole name and its strength, hidden by the cut, are a tap away and on their own line.
    const full = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(full.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(full.hidden).toBe(false);
    expect(full.textContent).toBe('Full name Amoxicillin and Clavulanate Potassium 228.5 mg/5 ml');
    expect(within(toggle).getByText('Hide')).toBeTruthy();
    const card = name.closest('article') as HTMLElement;
    expect(within(card).getByText('228.5 mg/5 ml').textContent).toBe('Strength 228.5 mg/5 ml');
    fireEvent.click(toggle);
    expect(full.hidden).toBe(true);
    // A name that fits is no button, and one without a strength has no Strength line.
    const paracetamol = within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Paracetamol' });
    expect(within(paracetamol).queryByRole('button')).toBeNull();
    expect(within(paracetamol.closest('article') as HTMLElement).queryByText('Strength')).toBeNull();
    for (const text of [
      'Rx date',
      'Frequency',
      'Twice a day',
      'Dose',
      'Dose Measure',
      'ml',
      'Duration',
      '5 days',
      'Note',
      'After food',
    ]) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('has an empty state per tab', async () => {
    fakeServer({ getPrescriptions: () => ({ status: 1, data: [item(3, 'History', ['Cetirizine'])] }) });
    renderRoute('/prescriptions', <PrescriptionsPage />, [], '/details');
    expect(await screen.findByText(/No prescriptions in progress/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.queryByText(/No prescriptions in progress/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cetirizine' })).toBeTruthy();
  });

  it('downloads the PDF with the auth headers as prescription-{id}.pdf', async () => {
    const server = fakeServer({
      getPrescriptions: () => LIST,
      getPrescriptionPdf: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/rx-7');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute('/prescriptions', <PrescriptionsPage />, [], '/details');
    fireEvent.click(await screen.findByRole('button', { name: /^Download PDF/ }));
    await vi.waitFor(() => expect(saved).toEqual(['prescription-7.pdf']));
    const call = server.fetchFn.mock.calls.find(([url]) => String(url).startsWith(paths.getPrescriptionPdf));
    expect(call?.[0]).toBe(`${paths.getPrescriptionPdf}?id=7`);
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.AuthToken).toBe('token-1');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("downloads each member's consultation records", async () => {
    const holder = aSessionUser();
    const child = {
      ...aSessionUser({ userID: 11, firstName: 'Aarav', LastName: 'Sharma' }),
      Relation: 'son',
      age: '0-2',
    };
    const server = fakeServer({
      getPrescriptions: () => LIST,
      getSessionUser: () => ({ status: 1, data: holder }),
      getAllRelation: () => ({ status: 1, relations: [child] }),
      getRecordsPdf: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/records-11');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute('/prescriptions', <PrescriptionsPage />, [], '/details');
    const records = await screen.findByRole('region', { name: 'Consultation records' });
    fireEvent.click(await within(records).findByRole('button', { name: 'Download records of Aarav Sharma' }));
    await vi.waitFor(() => expect(saved).toEqual(['consultation-records-11.pdf']));
    const call = server.fetchFn.mock.calls.find(([url]) => String(url).startsWith(paths.getRecordsPdf));
    expect(call?.[0]).toBe(`${paths.getRecordsPdf}?patientId=11`);
    expect(within(records).getAllByRole('button')).toHaveLength(2);
  });
});

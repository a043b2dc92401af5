// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aClinic, aConsultationRow, aDoctor } from '../testData';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import ConsultationsPage from './ConsultationsPage';

const LIST = { path: '/admin/consultations', Component: ConsultationsPage };

onAdminScreens();

const meera = aDoctor({ doctorID: 7, displayName: 'Dr. Meera Iyer' });
const clinic = aClinic({ clinicID: 3, name: 'Indiranagar Child Clinic' });

function serveList(rows = [aConsultationRow({ appReqId: 901 })]) {
  return serveAdmin({
    adminConsultations: () => ({ status: 1, data: rows, page: 1, pages: 1, total: rows.length }),
    adminDoctors: () => ({ status: 1, data: [meera], page: 1, pages: 1 }),
    adminClinics: () => ({ status: 1, data: [clinic] }),
  });
}

const lastQuery = (server: ReturnType<typeof serveList>) =>
  Object.fromEntries(server.callsTo('adminConsultations').at(-1)?.query ?? []);

describe('the consultations list', () => {
  it('asks with the filters the address carries, and shows each consultation with its money in rupees', async () => {
    const server = serveList([
      aConsultationRow({ appReqId: 901, status: 'refunded', fee: 1250.5, paid: 1250.5, refunded: 600 }),
    ]);
    renderAdmin(
      '/admin/consultations?from=2026-11-20&to=2026-11-26&doctorID=7&status=refunded&money=refunded&phone=98765',
      [LIST],
    );
    const table = await screen.findByRole('table');
    expect(lastQuery(server)).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
      doctorID: '7',
      status: 'refunded',
      money: 'refunded',
      phone: '98765',
    });
    const row = within(table).getByRole('row', { name: /#901/ });
    expect(row.textContent).toContain('26 Nov 2026');
    expect(row.textContent).toContain('10:30 AM');
    expect(row.textContent).toContain('Aarav Sharma');
    expect(row.textContent).toContain('+919876512345');
    expect(within(row).getByText('Refunded')).toBeTruthy();
    expect(row.textContent).toContain('₹1,250.50');
    expect(row.textContent).toContain('₹600');
    expect(within(row).getByRole('link', { name: 'Consultation #901' }).getAttribute('href')).toBe(
      '/admin/consultations/901',
    );
    expect(screen.getByText('1 consultation')).toBeTruthy();
    // The form shows the filter it was opened with.
    expect((screen.getByLabelText('Doctor') as HTMLSelectElement).value).toBe('7');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('20/11/2026');
  });

  it('sends the chosen filters as the query, keeps them in the address, and starts again at the first page', async () => {
    const server = serveList();
    const router = renderAdmin('/admin/consultations?page=3', [LIST]);
    await screen.findByRole('table');
    expect(lastQuery(server)).toEqual({ page: '3' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '24/11/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '25/11/2026' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Indiranagar Child Clinic' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Clinic'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'booked' } });
    fireEvent.change(screen.getByLabelText('Money'), { target: { value: 'unpaid' } });
    fireEvent.change(screen.getByLabelText('Parent’s number, or part of it'), { target: { value: '+91 98765 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() =>
      expect(lastQuery(server)).toEqual({
        from: '2026-11-24',
        to: '2026-11-25',
        clinicID: '3',
        status: 'booked',
        money: 'unpaid',
        phone: '919876512',
      }),
    );
    expect(router.state.location.search).toBe(
      '?from=2026-11-24&to=2026-11-25&clinicID=3&status=booked&money=unpaid&phone=919876512',
    );
  });

  it('says what is wrong with the number or the days instead of asking', async () => {
    const server = serveList();
    renderAdmin('/admin/consultations', [LIST]);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '25/11/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '24/11/2026' } });
    fireEvent.change(screen.getByLabelText('Parent’s number, or part of it'), { target: { value: '98' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Type 3 to 15 digits of the number.')).toBeTruthy();
    expect(screen.getByText('The last day must be on or after the first.')).toBeTruthy();
    expect(server.callsTo('adminConsultations')).toHaveLength(1);
  });

  it('downloads the CSV of the same filters with the operator’s token', async () => {
    const server = serveAdmin({
      adminConsultations: () => ({ status: 1, data: [], page: 1, pages: 1, total: 0 }),
      adminDoctors: () => ({ status: 1, data: [], page: 1, pages: 1 }),
      adminClinics: () => ({ status: 1, data: [] }),
      adminConsultationsCsv: () => new Response('"Consultation"\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    renderAdmin('/admin/consultations?status=booked&page=2', [LIST]);
    expect(await screen.findByText('No consultations match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(server.callsTo('adminConsultationsCsv')).toHaveLength(1));
    const call = server.callsTo('adminConsultationsCsv')[0];
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ status: 'booked' });
    const headers = new Headers(call?.headers);
    expect(headers.get('AuthToken')).toBe('operator-token');
    expect(await screen.findByText('The CSV is downloaded.')).toBeTruthy();
  });
});

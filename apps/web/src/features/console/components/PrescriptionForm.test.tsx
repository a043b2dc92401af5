// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrescriptionPayload } from '../api/consoleApi';
import { aDoctor } from '../testData';
import { PrescriptionForm } from './PrescriptionForm';

afterEach(cleanup);

type Submit = (
  payload: PrescriptionPayload,
) => Promise<{ status: number; message: string; field?: string } | undefined>;

function renderForm(onSubmit: Submit = vi.fn<Submit>(async () => undefined)) {
  render(<PrescriptionForm appReqId={12} doctor={aDoctor()} onSubmit={onSubmit} />);
  return onSubmit;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save prescription' }));
const input = (label: string, row = 0) => screen.getAllByLabelText(label)[row] as HTMLInputElement;
const type = (label: string, value: string, row = 0) => fireEvent.change(input(label, row), { target: { value } });

function fillRow(row: number, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) type(label, value, row);
}

describe('PrescriptionForm', () => {
  it("shows the prescriber's name, qualification and registration number, read-only", () => {
    renderForm();
    expect(screen.getByText('Dr. Meera Iyer')).toBeTruthy();
    expect(screen.getByText('MBBS, MD (Paediatrics)')).toBeTruthy();
    expect(screen.getByText('KMC 123456')).toBeTruthy();
    expect(screen.queryByDisplayValue('KMC 123456')).toBeNull();
  });

  it('names every missing field of a row, and a negative duration, without sending', async () => {
    const onSubmit = renderForm();
    type('Duration (days)', '-3');
    save();
    expect(await screen.findByText('Medicine name is required.')).toBeTruthy();
    expect(screen.getByText('Frequency is required.')).toBeTruthy();
    expect(screen.getByText('Dose is required.')).toBeTruthy();
    expect(screen.getByText('Dose measure is required.')).toBeTruthy();
    expect(screen.getByText('Duration must be at least 1 day.')).toBeTruthy();
    expect(input('Medicine name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Note').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one medicine when every row is removed', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByLabelText('Medicine name')).toBeNull();
    save();
    expect(await screen.findByText('Add at least one medicine.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the medicines and advice in the contract shape', async () => {
    const onSubmit = renderForm();
    fillRow(0, {
      'Medicine name': 'Paracetamol syrup',
      Frequency: 'Three times a day',
      Dose: '5',
      'Dose measure': 'ml',
      'Duration (days)': '3',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    fillRow(1, {
      'Medicine name': 'ORS',
      Frequency: 'After each loose stool',
      Dose: '50',
      'Dose measure': 'ml',
      'Duration (days)': '2',
      Note: 'Small sips',
    });
    fireEvent.change(screen.getByLabelText('Advice'), { target: { value: 'Plenty of fluids.' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      appReqId: 12,
      medicines: [
        {
          name: 'Paracetamol syrup',
          freq: 'Three times a day',
          dose: '5',
          dosemesure: 'ml',
          dureationDays: 3,
          note: '',
        },
        {
          name: 'ORS',
          freq: 'After each loose stool',
          dose: '50',
          dosemesure: 'ml',
          dureationDays: 2,
          note: 'Small sips',
        },
      ],
      advice: 'Plenty of fluids.',
    });
  });

  it("shows the server's refusal on the field it names, or above the button", async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockResolvedValueOnce({ status: 400, message: 'Dose is too long.', field: 'medicines.0.dose' })
      .mockResolvedValueOnce({ status: 409, message: 'This consultation has not been paid for yet.' });
    renderForm(onSubmit);
    fillRow(0, {
      'Medicine name': 'Zinc',
      Frequency: 'Once a day',
      Dose: '10',
      'Dose measure': 'mg',
      'Duration (days)': '14',
    });
    save();
    expect(await screen.findByText('Dose is too long.')).toBeTruthy();
    expect(input('Dose').getAttribute('aria-invalid')).toBe('true');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('This consultation has not been paid for yet.');
  });
});

// @vitest-environment happy-dom
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import type { PrescriptionPayload, SavedPrescription } from '../api/consoleApi';
import { clearConsoleToken, setConsoleToken } from '../consoleSession';
import { aConsultation, aDoctor, aPrescription, PARACETAMOL_LINE } from '../testData';
import { PrescriptionForm } from './PrescriptionForm';

type Submit = (
  payload: PrescriptionPayload,
) => Promise<{ status: number; message: string; field?: string } | undefined>;

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  setConsoleToken('doctor-token');
  server = fakeServer({
    consolePermittedMedicines: (url) => ({
      status: 1,
      data: url.searchParams.get('seenInPerson') === 'true' ? ['AMOXICILLIN', 'PARACETAMOL'] : ['PARACETAMOL'],
    }),
  });
});
afterEach(() => {
  cleanup();
  clearConsoleToken();
  vi.unstubAllGlobals();
});

function renderForm(
  options: {
    onSubmit?: Submit;
    consultation?: ConsoleConsultation;
    correcting?: SavedPrescription;
    onCancel?: () => void;
  } = {},
) {
  const onSubmit = options.onSubmit ?? vi.fn<Submit>(async () => undefined);
  const consultation = options.consultation ?? aConsultation({ appReqId: 12 });
  render(
    <Provider store={resetStore()}>
      <PrescriptionForm
        consultation={consultation}
        doctor={aDoctor()}
        correcting={options.correcting}
        onSubmit={onSubmit}
        onCancel={options.onCancel}
      />
    </Provider>,
  );
  return onSubmit;
}

const SIGN = 'I sign this prescription electronically as Dr. Meera Iyer (Reg. no. KMC 123456)';
const save = (name = 'Save prescription') => fireEvent.click(screen.getByRole('button', { name }));
const input = (label: string, row = 0) => screen.getAllByLabelText(label)[row] as HTMLInputElement;
const type = (label: string, value: string, row = 0) => fireEvent.change(input(label, row), { target: { value } });
/** The message under a control, as its aria-describedby names it. */
const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function fillRow(row: number, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) type(label, value, row);
}

const PARACETAMOL = {
  'Generic name': 'PARACETAMOL',
  Strength: '120 mg/5 ml',
  Dose: '5',
  'Dose measure': 'ml',
  Frequency: 'Every 6 hours',
  'Duration (days)': '3',
};

/** Everything required but the medicines, and the signature. */
function fillRequired({ sign = true } = {}) {
  type('Address', '12 MG Road, Bengaluru');
  type('Chief complaints', 'Fever for 2 days');
  type('Provisional diagnosis', 'Viral fever');
  if (sign) fireEvent.click(screen.getByRole('checkbox', { name: SIGN }));
}

describe('PrescriptionForm', () => {
  it("shows the prescriber's name, qualification and registration number, read-only", () => {
    renderForm();
    expect(screen.getByText('Dr. Meera Iyer')).toBeTruthy();
    expect(screen.getByText('MBBS, MD (Paediatrics)')).toBeTruthy();
    expect(screen.getByText('KMC 123456')).toBeTruthy();
    expect(screen.queryByDisplayValue('KMC 123456')).toBeNull();
  });

  it("asks in Annexure 2's order, with the intake's weight filled in", () => {
    renderForm();
    const labels = Array.from(document.querySelectorAll('form label'), (l) => l.textContent);
    expect(labels).toEqual([
      'Weight (kg)',
      'Address',
      'Chief complaints',
      'Relevant findings (optional)',
      'Provisional diagnosis',
      'Investigations (optional)',
      'Generic name',
      'Strength',
      'Dose',
      'Dose measure',
      'Frequency',
      'Duration (days)',
      'Instructions',
      'Special instructions (optional)',
      'Follow-up date (optional)',
      SIGN,
    ]);
    expect(input('Weight (kg)').value).toBe('12');
    expect(input('Follow-up date (optional)').type).toBe('date');
    // A video consultation neither asks about an in-person visit nor a reason for a correction.
    expect(screen.queryByLabelText('Seen in person for this condition')).toBeNull();
    expect(screen.queryByLabelText('Reason for the correction')).toBeNull();
    expect(screen.getByText(/generic name: it is printed in capitals/)).toBeTruthy();
  });

  it('says a provisional diagnosis is required, without sending', async () => {
    const onSubmit = renderForm();
    fillRow(0, PARACETAMOL);
    type('Address', '12 MG Road, Bengaluru');
    type('Chief complaints', 'Fever for 2 days');
    fireEvent.click(screen.getByRole('checkbox', { name: SIGN }));
    save();
    expect(await screen.findByText('Provisional diagnosis is required.')).toBeTruthy();
    const diagnosis = input('Provisional diagnosis');
    expect(diagnosis.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(diagnosis)).toBe('Provisional diagnosis is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the signature before saving', async () => {
    const onSubmit = renderForm();
    fillRow(0, PARACETAMOL);
    fillRequired({ sign: false });
    save();
    expect(await screen.findByText('Sign the prescription to save it.')).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: SIGN });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(box)).toBe('Sign the prescription to save it.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names every missing field of a row, and a negative duration, without sending', async () => {
    const onSubmit = renderForm();
    fillRequired();
    type('Duration (days)', '-3');
    save();
    expect(await screen.findByText('Medicine name is required.')).toBeTruthy();
    expect(screen.getByText('Strength is required.')).toBeTruthy();
    expect(screen.getByText('Frequency is required.')).toBeTruthy();
    expect(screen.getByText('Dose is required.')).toBeTruthy();
    expect(screen.getByText('Dose measure is required.')).toBeTruthy();
    expect(screen.getByText('Duration must be at least 1 day.')).toBeTruthy();
    expect(input('Generic name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Instructions').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one medicine when every row is removed', async () => {
    const onSubmit = renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByLabelText('Generic name')).toBeNull();
    save();
    expect(await screen.findByText('Add at least one medicine.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends every section in the contract shape', async () => {
    const onSubmit = renderForm();
    type('Weight (kg)', '12.5');
    fillRequired();
    type('Relevant findings (optional)', 'Throat red');
    type('Investigations (optional)', 'CBC if fever lasts');
    fillRow(0, { ...PARACETAMOL, Instructions: 'Only above 38.5 °C' });
    fireEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    fillRow(1, {
      'Generic name': 'ORAL REHYDRATION SALTS',
      Strength: 'WHO formula',
      Dose: '50',
      'Dose measure': 'ml',
      Frequency: 'After each loose stool',
      'Duration (days)': '2',
    });
    type('Special instructions (optional)', 'Plenty of fluids.');
    type('Follow-up date (optional)', '2026-11-29');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      appReqId: 12,
      weightKg: 12.5,
      patientAddress: '12 MG Road, Bengaluru',
      chiefComplaints: 'Fever for 2 days',
      findings: 'Throat red',
      diagnosis: 'Viral fever',
      investigations: 'CBC if fever lasts',
      medicines: [
        PARACETAMOL_LINE,
        {
          name: 'ORAL REHYDRATION SALTS',
          strength: 'WHO formula',
          dose: '50',
          dosemesure: 'ml',
          freq: 'After each loose stool',
          dureationDays: 2,
          note: '',
        },
      ],
      advice: 'Plenty of fluids.',
      followUpDate: '2026-11-29',
      seenInPerson: false,
      signed: true,
      correctionReason: '',
    });
  });

  it("shows the server's refusal under the medicine name it names, or above the button", async () => {
    const refused = 'ALPRAZOLAM is on List B: only on a follow-up of a child you saw in person for this condition.';
    const onSubmit = vi
      .fn<Submit>()
      .mockResolvedValueOnce({ status: 400, message: refused, field: 'medicines.0.name' })
      .mockResolvedValueOnce({ status: 409, message: 'This consultation has not been paid for yet.' });
    renderForm({ onSubmit });
    fillRequired();
    fillRow(0, { ...PARACETAMOL, 'Generic name': 'ALPRAZOLAM' });
    save();
    expect(await screen.findByText(refused)).toBeTruthy();
    const name = input('Generic name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(name)).toBe(refused);
    expect(input('Strength').getAttribute('aria-invalid')).toBeNull();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('This consultation has not been paid for yet.');
  });

  it('suggests the permitted generic names, and on a follow-up asks again when seen in person', async () => {
    renderForm({ consultation: aConsultation({ appReqId: 12, consultType: 'follow up' }) });
    const names = () =>
      Array.from(document.querySelectorAll('#rx-medicine-names option'), (o) => o.getAttribute('value'));
    await waitFor(() => expect(names()).toEqual(['PARACETAMOL']));
    expect(input('Generic name').getAttribute('list')).toBe('rx-medicine-names');
    const asked = () => server.callsTo('consolePermittedMedicines').map((call) => Object.fromEntries(call.query));
    expect(asked()).toEqual([{ appReqId: '12', seenInPerson: 'false' }]);

    const seen = screen.getByRole('checkbox', { name: 'Seen in person for this condition' });
    expect(screen.getByText(/List B medicines only then/)).toBeTruthy();
    fireEvent.click(seen);
    await waitFor(() => expect(names()).toEqual(['AMOXICILLIN', 'PARACETAMOL']));
    expect(asked()).toEqual([
      { appReqId: '12', seenInPerson: 'false' },
      { appReqId: '12', seenInPerson: 'true' },
    ]);
  });

  it('corrects a saved prescription: filled in from it, unsigned, and sends the reason', async () => {
    const onCancel = vi.fn();
    const saved = aPrescription({ followUpDate: '2026-11-29' });
    const onSubmit = renderForm({ correcting: saved, onCancel });
    expect(screen.getByRole('heading', { name: 'Correct the prescription' })).toBeTruthy();
    expect(input('Weight (kg)').value).toBe('12');
    expect(input('Address').value).toBe('12 MG Road, Bengaluru');
    expect(input('Provisional diagnosis').value).toBe('Viral fever');
    expect(input('Generic name').value).toBe('PARACETAMOL');
    expect(input('Strength').value).toBe('120 mg/5 ml');
    expect(input('Duration (days)').value).toBe('3');
    expect(input('Follow-up date (optional)').value).toBe('2026-11-29');
    expect((screen.getByRole('checkbox', { name: SIGN }) as HTMLInputElement).checked).toBe(false);

    type('Duration (days)', '5');
    type('Reason for the correction', 'Course too short.');
    fireEvent.click(screen.getByRole('checkbox', { name: SIGN }));
    save('Save correction');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        appReqId: 12,
        diagnosis: 'Viral fever',
        followUpDate: '2026-11-29',
        medicines: [expect.objectContaining({ name: 'PARACETAMOL', dureationDays: 5 })],
        signed: true,
        correctionReason: 'Course too short.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

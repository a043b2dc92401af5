// @vitest-environment happy-dom
import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/server';
import { aDoctor, doctorChoices } from '../testData';
import { onAdminScreens, renderAdmin, serveAdmin } from '../testSupport';
import DoctorPage from './DoctorPage';

const DOCTOR = { path: '/admin/doctors/:doctorId', Component: DoctorPage };
const NEW = { path: '/admin/doctors/new', Component: DoctorPage };
const PNG = 'data:image/png;base64,aGVsbG8=';

onAdminScreens();

/** One doctor as the server keeps them: what a call changes shows on the next load. */
function serveDoctor(doctor: AdminDoctor) {
  let current = doctor;
  const server = serveAdmin({
    adminDoctorChoices: () => doctorChoices(),
    adminDoctor: () => ({ status: 1, doctor: current }),
    adminSaveDoctor: (_url, { body }) => ({ status: 1, doctor: { ...current, ...(body as object) } }),
    adminDoctorPhoto: () => {
      current = { ...current, imagePath: '/api/Media/Get?key=doctor-7.webp' };
      return { status: 1, doctor: current };
    },
    adminVerifyRegistration: () => {
      current = { ...current, verifiedAt: '2026-11-24T05:00:00.000Z', verifiedBy: 'Asha Rao', bookable: true };
      return { status: 1, doctor: current };
    },
  });
  return server;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`doctor-${id}-error`)?.textContent ?? '';

describe('a new doctor', () => {
  it('says what is missing before sending anything, in the operator’s words, then the contract’s checks', async () => {
    const server = serveAdmin({ adminDoctorChoices: () => doctorChoices() });
    renderAdmin('/admin/doctors/new', [NEW]);
    expect(await screen.findByRole('heading', { level: 1, name: 'New doctor' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Add doctor' }));
    await waitFor(() => expect(errorOf('name')).toBe('Enter the name.'));
    expect(errorOf('gender')).toBe('Choose the gender.');
    expect(errorOf('specialityID')).toBe('Choose a speciality.');
    expect(errorOf('experience')).toBe('Enter the years of experience.');
    expect(errorOf('fee')).toBe('Enter the fee.');
    expect(errorOf('languages')).toBe('Choose at least one language.');
    expect(errorOf('consultTypes')).toBe('Choose at least one consultation type.');
    expect(errorOf('council')).toBe('Choose the registration body.');
    expect(errorOf('registrationNumber')).toBe('Enter the registration number.');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    // Filled in, but not whole years and not whole rupees: the contract's own words.
    fireEvent.change(field('Experience (years)'), { target: { value: '2.5' } });
    fireEvent.change(field('Fee (₹)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    await waitFor(() => expect(errorOf('experience')).toBe('experience must be whole years.'));
    expect(errorOf('fee')).toBe('The fee cannot be below 0.');
    expect(server.callsTo('adminSaveDoctor')).toHaveLength(0);
  });

  it('offers only the registration bodies of the chosen profession, each with its example', async () => {
    serveAdmin({ adminDoctorChoices: () => doctorChoices() });
    renderAdmin('/admin/doctors/new', [NEW]);
    const council = (await screen.findByLabelText('Registration body')) as HTMLSelectElement;
    const offered = () => [...council.options].map((o) => o.textContent);
    expect(offered()).toEqual(['Choose…', 'Karnataka Medical Council', 'National Medical Commission']);

    fireEvent.change(council, { target: { value: 'KMC' } });
    const hint = () => document.getElementById('doctor-registrationNumber-hint')?.textContent;
    await waitFor(() => expect(hint()).toBe('It looks like KMC 123456.'));

    fireEvent.change(field('Profession'), { target: { value: 'psychologist' } });
    await waitFor(() => expect(offered()).toEqual(['Choose…', 'Rehabilitation Council of India']));
    // A medical council is no longer a choice for a psychologist.
    expect(council.value).toBe('');
    fireEvent.change(council, { target: { value: 'RCI' } });
    await waitFor(() => expect(hint()).toBe('It looks like A12345.'));
  });

  it('sends the request the contract takes, then opens the new doctor’s page', async () => {
    const saved = aDoctor({ doctorID: 77 });
    const server = serveAdmin({
      adminDoctorChoices: () => doctorChoices(),
      adminSaveDoctor: () => ({ status: 1, doctor: saved }),
      adminDoctor: () => ({ status: 1, doctor: saved }),
    });
    const router = renderAdmin('/admin/doctors/new', [NEW, DOCTOR]);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Meera Iyer' } });
    fireEvent.change(field('Gender'), { target: { value: 'Female' } });
    fireEvent.change(field('Speciality'), { target: { value: '1' } });
    fireEvent.change(field('Qualification'), { target: { value: 'MBBS, MD (Paediatrics)' } });
    fireEvent.change(field('Experience (years)'), { target: { value: '12' } });
    fireEvent.change(field('Fee (₹)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Video' }));
    fireEvent.change(field('Registration body'), { target: { value: 'KMC' } });
    fireEvent.change(field('Registration number'), { target: { value: 'KMC 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add doctor' }));

    await waitFor(() => expect(server.callsTo('adminSaveDoctor')).toHaveLength(1));
    expect(server.callsTo('adminSaveDoctor')[0]?.body).toEqual({
      name: 'Meera Iyer',
      gender: 'Female',
      professionalKind: 'medical',
      specialityID: 1,
      qualification: 'MBBS, MD (Paediatrics)',
      experience: 12,
      languages: ['english'],
      consultTypes: ['video'],
      fee: 500,
      council: 'KMC',
      registrationNumber: 'KMC 123456',
      bio: '',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/doctors/77'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' })).toBeTruthy();
  });
});

describe("a doctor's page", () => {
  it('starts from the doctor as saved, and shows a refusal by the field the server names', async () => {
    const doctor = aDoctor();
    const server = serveAdmin({
      adminDoctorChoices: () => doctorChoices(),
      adminDoctor: () => ({ status: 1, doctor }),
      adminSaveDoctor: () =>
        json(
          {
            status: 0,
            message: 'This is not a Karnataka Medical Council registration number. It looks like KMC 123456.',
            field: 'registrationNumber',
          },
          400,
        ),
    });
    renderAdmin(`/admin/doctors/${doctor.doctorID}`, [DOCTOR]);
    expect(await screen.findByDisplayValue('Meera Iyer')).toBeTruthy();
    expect(field('Console sign-in number').value).toBe('9876543210');
    expect((screen.getByRole('checkbox', { name: 'Hindi' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(field('Registration number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save doctor' }));
    await waitFor(() => expect(errorOf('registrationNumber')).toContain('It looks like KMC 123456.'));
    expect(server.callsTo('adminSaveDoctor')[0]?.body).toMatchObject({
      doctorID: doctor.doctorID,
      mobileCode: '91',
      mobileNumber: '9876543210',
    });
  });

  it('sends a fee of its own only for the consult types filled in, and shows the server’s refusal under them', async () => {
    const doctor = aDoctor({ consultTypes: ['video', 'audio', 'follow up'], feesByType: { audio: 300 } });
    const refusal = 'A fee cannot be above ₹5,000.';
    const server = serveAdmin({
      adminDoctorChoices: () => doctorChoices({ consultTypes: ['audio', 'video', 'chat', 'follow up'] }),
      adminDoctor: () => ({ status: 1, doctor }),
      adminSaveDoctor: () => json({ status: 0, message: refusal, field: 'feesByType' }, 400),
    });
    renderAdmin(`/admin/doctors/${doctor.doctorID}`, [DOCTOR]);
    const group = await screen.findByRole('group', { name: 'Fees by consultation type' });
    // The doctor's types but a follow up (always free), prefilled from the doctor.
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((i) => i.id),
    ).toEqual(['doctor-fee-audio', 'doctor-fee-video']);
    expect(field('Fee for Audio (₹)').value).toBe('300');
    expect(field('Fee for Video (₹)').value).toBe('');
    // A type taken on shows its own fee; one left blank is the doctor's fee and not sent.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chat' }));
    fireEvent.change(await screen.findByLabelText('Fee for Chat (₹)'), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save doctor' }));

    await waitFor(() => expect(server.callsTo('adminSaveDoctor')).toHaveLength(1));
    expect(server.callsTo('adminSaveDoctor')[0]?.body).toMatchObject({
      consultTypes: ['audio', 'video', 'chat', 'follow up'],
      feesByType: { audio: 300, chat: 9000 },
    });
    await waitFor(() => expect(errorOf('feesByType')).toBe(refusal));
    expect(group.getAttribute('aria-describedby')).toContain('doctor-feesByType-error');
  });

  it('uploads a chosen photo as a data URL and shows it', async () => {
    const doctor = aDoctor();
    const server = serveDoctor(doctor);
    renderAdmin(`/admin/doctors/${doctor.doctorID}`, [DOCTOR]);
    expect(await screen.findByText('No photo yet: parents see the default picture.')).toBeTruthy();
    const file = new File(['hello'], 'meera.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [file] } });

    await waitFor(() => expect(server.callsTo('adminDoctorPhoto')).toHaveLength(1));
    expect(server.callsTo('adminDoctorPhoto')[0]?.body).toEqual({ doctorID: doctor.doctorID, fileContent: PNG });
    const photo = (await screen.findByRole('img', { name: 'Photo of Dr. Meera Iyer' })) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/api/Media/Get?key=doctor-7.webp');
  });

  it('verifies the registration once the operator confirms checking it with the council, and says who and when', async () => {
    const doctor = aDoctor();
    const server = serveDoctor(doctor);
    renderAdmin(`/admin/doctors/${doctor.doctorID}`, [DOCTOR]);
    expect(await screen.findByText('Not verified')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify registration' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify the registration number?' });
    expect(dialog.textContent).toContain('I checked KMC 123456 with the register of Karnataka Medical Council myself');
    fireEvent.click(within(dialog).getByRole('button', { name: 'I checked it' }));

    await waitFor(() => expect(server.callsTo('adminVerifyRegistration')).toHaveLength(1));
    expect(server.callsTo('adminVerifyRegistration')[0]?.body).toEqual({ doctorID: doctor.doctorID });
    expect(
      await screen.findByText("Checked with the council's register by Asha Rao on 24 Nov 2026, 10:30 AM."),
    ).toBeTruthy();
    expect(screen.getByText('Bookable')).toBeTruthy();
  });

  it('shows in full why a doctor with upcoming consultations cannot be retired', async () => {
    const doctor = aDoctor();
    const refusal =
      'Dr. Meera Iyer has upcoming consultations: 25 Nov 2026 10:30 AM (video); 26 Nov 2026 09:00 AM (audio); and 3 more. Move or cancel them first.';
    const server = serveAdmin({
      adminDoctorChoices: () => doctorChoices(),
      adminDoctor: () => ({ status: 1, doctor }),
      adminRetireDoctor: () => json({ status: 0, message: refusal }, 409),
    });
    renderAdmin(`/admin/doctors/${doctor.doctorID}`, [DOCTOR]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire doctor' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Dr. Meera Iyer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire doctor' }));
    await waitFor(() => expect(server.callsTo('adminRetireDoctor')).toHaveLength(1));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(refusal);
  });
});

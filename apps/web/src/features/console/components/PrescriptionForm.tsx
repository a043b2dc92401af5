import type { ConsoleConsultation, ConsoleDoctor } from '@app/contract/schemas/console';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Spinner } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { enConsole } from '../../../i18n/enConsole';
import type { ApiError } from '../../../lib/http';
import type { PrescriptionPayload, SavedPrescription } from '../api/consoleApi';
import {
  correctionOf,
  emptyPrescription,
  formFieldOf,
  type PrescriptionFormValues,
  prescriptionResolver,
} from '../prescriptionForm';
import { DoctorBlock } from './DoctorBlock';
import { MedicinesFieldset } from './MedicinesFieldset';
import { RxCheckbox, RxTextArea } from './PrescriptionFields';

const t = enConsole.prescription;

interface PrescriptionFormProps {
  consultation: ConsoleConsultation;
  doctor: ConsoleDoctor | undefined;
  /** Correcting this saved prescription: the form starts from it and asks why. */
  correcting?: SavedPrescription;
  /** Saves; resolves with the server's refusal, or undefined once saved. */
  onSubmit: (payload: PrescriptionPayload) => Promise<ApiError | undefined>;
  /** Leaves a correction unsaved. */
  onCancel?: () => void;
}

/**
 * 'Write prescription' in the order of the Telemedicine Practice Guidelines 2020, Annexure 2: the
 * prescriber (read-only), the patient, complaints, findings, diagnosis, investigations, medicines,
 * special instructions, follow-up, and the doctor's e-signature. Checked with the contract's
 * WritePrescriptionRequest before sending; what the server still refuses shows on its field when
 * the form shows that field, else above the button.
 */
export function PrescriptionForm({ consultation: c, doctor, correcting, onSubmit, onCancel }: PrescriptionFormProps) {
  const followUp = c.consultType === 'follow up';
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PrescriptionFormValues, unknown, PrescriptionPayload>({
    resolver: prescriptionResolver(c.appReqId),
    defaultValues: correcting ? correctionOf(correcting) : emptyPrescription(c.child.weightKg),
  });
  const [formError, setFormError] = useState<string>();

  /** Whether the form shows an input for `field` now (a hidden box, a removed medicine: no). */
  function shows(field: FieldPath<PrescriptionFormValues>): boolean {
    if (field === 'medicines') return false;
    if (field === 'seenInPerson') return followUp;
    if (field === 'correctionReason') return Boolean(correcting);
    const row = /^medicines\.(\d+)\./.exec(field);
    return !row || Number(row[1]) < getValues('medicines').length;
  }

  const submit = handleSubmit(async (payload) => {
    setFormError(undefined);
    const failure = await onSubmit(payload);
    if (!failure) return;
    const field = formFieldOf(failure.field);
    if (field && shows(field)) setError(field, { message: failure.message }, { shouldFocus: true });
    else setFormError(failure.message);
  });

  const signer = t.sign(doctor?.doctorName ?? '…', doctor?.registrationNumber ?? '…');
  return (
    <form className="form console-rx-form" onSubmit={submit} noValidate aria-labelledby="rx-heading">
      <h2 className="console-panel-heading" id="rx-heading">
        {correcting ? t.correctionHeading : t.heading}
      </h2>
      <DoctorBlock doctor={doctor} />

      <fieldset className="console-rx-section">
        <legend className="console-rx-legend">{t.patient}</legend>
        <div className="console-rx-grid console-rx-grid--patient">
          <TextField
            id="rx-weight"
            label={t.weight}
            className="console-rx-input"
            inputMode="decimal"
            autoComplete="off"
            error={errors.weightKg?.message}
            {...register('weightKg')}
          />
          <TextField
            id="rx-address"
            label={t.address}
            className="console-rx-input"
            autoComplete="off"
            error={errors.patientAddress?.message}
            {...register('patientAddress')}
          />
        </div>
      </fieldset>
      <RxTextArea
        id="rx-complaints"
        label={t.chiefComplaints}
        error={errors.chiefComplaints?.message}
        registration={register('chiefComplaints')}
      />
      <RxTextArea
        id="rx-findings"
        label={t.findings}
        optional
        hint={t.findingsHint}
        error={errors.findings?.message}
        registration={register('findings')}
      />
      <RxTextArea
        id="rx-diagnosis"
        label={t.diagnosis}
        rows={2}
        error={errors.diagnosis?.message}
        registration={register('diagnosis')}
      />
      <RxTextArea
        id="rx-investigations"
        label={t.investigations}
        optional
        hint={t.investigationsHint}
        rows={2}
        error={errors.investigations?.message}
        registration={register('investigations')}
      />

      <MedicinesFieldset
        appReqId={c.appReqId}
        followUp={followUp}
        control={control}
        register={register}
        errors={errors}
      />

      <RxTextArea
        id="rx-advice"
        label={t.advice}
        optional
        rows={4}
        error={errors.advice?.message}
        registration={register('advice')}
      />
      <TextField
        id="rx-follow-up"
        type="date"
        label={t.followUpDate}
        labelNote={t.optional}
        className="console-rx-input console-rx-date"
        error={errors.followUpDate?.message}
        {...register('followUpDate')}
      />
      {correcting && (
        <RxTextArea
          id="rx-correction-reason"
          label={t.correctionReason}
          hint={t.correctionReasonHint}
          rows={2}
          error={errors.correctionReason?.message}
          registration={register('correctionReason')}
        />
      )}
      <RxCheckbox id="rx-signed" label={signer} error={errors.signed?.message} registration={register('signed')} />

      {formError && (
        <p className="staff-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="console-rx-buttons">
        <button type="submit" className="btn btn-primary console-rx-save" aria-busy={isSubmitting || undefined}>
          {isSubmitting && <Spinner size={20} />}
          {isSubmitting ? t.saving : correcting ? t.saveCorrection : t.save}
        </button>
        {correcting && onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { BusyButton } from '../../../components/BusyButton';
import { StaffConfirmDialog } from '../../../components/staff/StaffConfirmDialog';
import { enConsoleHours } from '../../../i18n/enConsoleHours';
import { notify } from '../../../lib/notify';
import { useConsoleSaveMyHoursMutation } from '../api/hoursApi';
import { reportFailure } from '../consoleContext';
import type { ClinicHours, ConsultType } from '../hours';
import { type HoursFormValues, type HoursRequest, hoursFieldOf, hoursResolver, nextRow, valuesOf } from '../hoursForm';
import { HoursRowFields } from './HoursRowFields';

const t = enConsoleHours.form;

interface HoursFormProps {
  clinic: ClinicHours;
  offered: readonly ConsultType[];
  /** Saved or cancelled: the week is shown again. */
  onDone(): void;
}

/**
 * Editing one clinic's weekly hours as a whole (the server replaces them): rows added and removed,
 * checked with the contract's schema before sending. What the server refuses shows on the row or
 * input it names, else above the buttons, and as a toast.
 */
export function HoursForm({ clinic, offered, onDone }: HoursFormProps) {
  const [save, { isLoading: saving }] = useConsoleSaveMyHoursMutation();
  const form = useForm<HoursFormValues, unknown, HoursRequest>({
    defaultValues: valuesOf(clinic.rows),
    resolver: hoursResolver(clinic.clinicID),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [formError, setFormError] = useState<string>();
  const [emptying, setEmptying] = useState<HoursRequest>();
  const heading = useRef<HTMLHeadingElement>(null);
  const idPrefix = `hours-${clinic.clinicID}`;

  // The Edit button this form replaces is gone: the doctor's place moves to the form.
  useEffect(() => heading.current?.focus(), []);

  async function send(request: HoursRequest) {
    setFormError(undefined);
    try {
      await save(request).unwrap();
      notify.success(t.saved(clinic.name));
      onDone();
    } catch (failure) {
      const error = reportFailure(failure);
      if (error.status === 401) return;
      const field = hoursFieldOf(error.field, form.getValues('rows').length);
      if (field) form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      else setFormError(error.message);
    }
  }

  const submit = form.handleSubmit(async (request) => {
    if (request.rows.length === 0) setEmptying(request);
    else await send(request);
  });

  return (
    <form className="form hours-form" onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-heading`}>
      <h3 className="hours-form-heading" id={`${idPrefix}-heading`} ref={heading} tabIndex={-1}>
        {t.heading}
      </h3>
      <p className="hours-form-lead">
        {t.lead} {t.toHint}
      </p>
      {rows.fields.length === 0 && <p className="staff-note">{t.empty}</p>}
      {rows.fields.map((row, index) => (
        <HoursRowFields
          key={row.id}
          idPrefix={idPrefix}
          index={index}
          form={form}
          offered={offered}
          onRemove={() => rows.remove(index)}
        />
      ))}
      <div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => rows.append(nextRow(form.getValues('rows'), offered))}
        >
          {t.add}
        </button>
      </div>
      {formError && (
        <p className="staff-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="hours-form-actions">
        <BusyButton type="submit" busy={saving} disabled={saving} className="btn btn-primary">
          {saving ? t.saving : t.save}
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          {t.cancel}
        </button>
      </div>
      <StaffConfirmDialog
        open={emptying !== undefined}
        title={t.emptyTitle}
        text={t.emptyText(clinic.name)}
        confirmLabel={t.emptyYes}
        cancelLabel={t.emptyNo}
        onCancel={() => setEmptying(undefined)}
        onConfirm={() => {
          const request = emptying;
          setEmptying(undefined);
          if (request) void send(request);
        }}
      />
    </form>
  );
}

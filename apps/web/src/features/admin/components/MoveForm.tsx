import { messages } from '@app/contract/messages';
import { AdminMoveRequest } from '@app/contract/schemas/adminConsultations';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { dateStrip, indianDateTime } from '../../../lib/dates';
import { useAdminFreeSlotsQuery, useAdminMoveConsultationMutation } from '../api/moneyApi';
import type { ConsultationDetail } from '../money';
import { requestResolver } from '../requestForm';
import { fieldsOf, useAdminForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { bindFields, SelectField, TextAreaField } from './Fields';

const t = enAdminMoney.move;

interface Values {
  consultationDate: string;
  slot: string;
  reason: string;
}

/**
 * Moving a booked consultation to another free time of the same doctor, clinic and type (a
 * doctor's leave over a booked day, say): the dates of the booking window, the times the public
 * listing offers that day, and the reason the audit log keeps. The parent is told the new time;
 * a time taken meanwhile is said by the time.
 */
export function MoveForm({ consultation: c }: { consultation: ConsultationDetail }) {
  const [move] = useAdminMoveConsultationMutation();
  const dates = dateStrip();
  const resolver = requestResolver(
    (v: Values) => ({ appReqId: c.appReqId, consultationDate: v.consultationDate, slot: v.slot, reason: v.reason }),
    AdminMoveRequest,
    { slot: t.missingSlot, reason: t.missingReason },
  );
  const { form, submit, formError, saving } = useAdminForm({
    defaultValues: { consultationDate: c.slotDate, slot: '', reason: '' },
    resolver,
    fieldOf: fieldsOf<Values>(['consultationDate', 'slot', 'reason']),
    save: (request) => move(request).unwrap(),
    said: (answer) => messages.adminMoved(indianDateTime(answer.consultation.slotStart)),
    onSaved: (answer) => form.reset({ consultationDate: answer.consultation.slotDate, slot: '', reason: '' }),
  });
  const field = bindFields(form, 'move');
  const date = form.watch('consultationDate');
  const free = useAdminFreeSlotsQuery(
    { consultType: c.consultType, date, doctorId: c.doctorID ?? 0, clinicId: c.clinicID ?? 0 },
    { skip: c.doctorID === null || c.clinicID === null || !date },
  );
  // The doctor's card at the consultation's clinic, its times of the consultation's type.
  const card = free.data?.data.find((d) => d.doctorID === c.doctorID && d.clinicId === c.clinicID);
  const slots = card?.Slots.filter((s) => s.appointmenttype === c.consultType).map((s) => s.slot) ?? [];
  const slotHint = free.isFetching ? t.loadingSlots : slots.length === 0 ? t.noSlots : undefined;

  return (
    <EditForm
      id="move"
      heading={t.heading}
      onSubmit={submit}
      formError={formError}
      saving={saving}
      saveLabel={t.submit}
      savingLabel={t.busy}
    >
      <p className="admin-muted">{t.lead}</p>
      <SelectField
        {...field('consultationDate')}
        label={t.date}
        choices={dates.map((d) => ({ value: d.iso, label: d.label }))}
      />
      <SelectField
        {...field('slot')}
        label={t.slot}
        hint={slotHint}
        placeholder={t.chooseSlot}
        choices={slots.map((s) => ({ value: s, label: s }))}
      />
      <TextAreaField {...field('reason')} label={t.reason} hint={t.reasonHint} rows={2} />
    </EditForm>
  );
}

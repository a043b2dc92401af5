import { AdminCancelRequest } from '@app/contract/schemas/adminConsultations';
import { useState } from 'react';
import { StaffConfirmDialog } from '../../../components/staff/StaffConfirmDialog';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { formatRupees } from '../../../lib/money';
import { useAdminCancelConsultationMutation } from '../api/moneyApi';
import type { ConsultationDetail } from '../money';
import { requestResolver } from '../requestForm';
import { fieldsOf, useAdminForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { bindFields, TextAreaField } from './Fields';

const t = enAdminMoney.cancel;

/**
 * Cancelling a booked consultation for the clinic, with the reason the audit log keeps, asked
 * once more: the parent gets an SMS and all that is left of the payment back (the whole of it, or
 * the rest after a partial refund). A refusal (the gateway's, a consultation no longer booked)
 * stays above the button in full.
 */
export function CancelForm({ consultation }: { consultation: ConsultationDetail }) {
  const [cancel] = useAdminCancelConsultationMutation();
  const [asking, setAsking] = useState(false);
  const resolver = requestResolver(
    (v: { reason: string }) => ({ appReqId: consultation.appReqId, reason: v.reason }),
    AdminCancelRequest,
    { reason: t.missingReason },
  );
  const { form, submit, formError, saving } = useAdminForm({
    defaultValues: { reason: '' },
    resolver,
    fieldOf: fieldsOf<{ reason: string }>(['reason']),
    save: (request) => cancel(request).unwrap(),
    said: () => t.done,
  });
  const field = bindFields(form, 'cancel');
  const back = consultation.refundable;
  const confirmText =
    consultation.paid === 0
      ? t.confirmUnpaid
      : back === 0
        ? t.confirmNothingLeft
        : back < consultation.paid
          ? t.confirmTextRest(formatRupees(back))
          : t.confirmText(formatRupees(back));

  return (
    <>
      <EditForm
        id="cancel"
        heading={t.heading}
        onSubmit={(event) => {
          event.preventDefault();
          // The reason is checked first: the question comes only for a cancel that can be sent.
          void form.trigger().then((valid) => setAsking(valid));
        }}
        formError={formError}
        saving={saving}
        saveLabel={t.submit}
        savingLabel={t.busy}
        danger
      >
        <p className="admin-muted">{t.lead}</p>
        <TextAreaField {...field('reason')} label={t.reason} hint={t.reasonHint} rows={2} />
      </EditForm>
      <StaffConfirmDialog
        open={asking}
        title={t.confirmTitle}
        text={confirmText}
        confirmLabel={t.confirm}
        cancelLabel={enAdminMoney.detail.keep}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void submit();
        }}
      />
    </>
  );
}

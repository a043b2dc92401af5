import { AdminRefundRequest } from '@app/contract/schemas/adminConsultations';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { formatRupees } from '../../../lib/money';
import { useAdminRefundConsultationMutation } from '../api/moneyApi';
import type { ConsultationDetail } from '../money';
import { requestResolver } from '../requestForm';
import { fieldsOf, useAdminForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { bindFields, InputField, TextAreaField } from './Fields';

const t = enAdminMoney.refund;

interface Values {
  amount: string;
  reason: string;
}

/** What the refund just made gives back (the newest refund of the consultation's history). */
const lastRefund = (c: ConsultationDetail) => c.money.filter((e) => e.kind === 'refund').at(-1)?.amount ?? 0;

/** Rupees as typed ('1,250.50', '₹ 500'); blank is not a number, so the form asks for one. */
const rupeesOf = (text: string) => (text.trim() ? Number(text.replace(/[₹,\s]/g, '')) : Number.NaN);

/**
 * A refund of the consultation's payment, once: the whole payment unless the operator changes the
 * amount, and the reason the audit log keeps. Checked with the contract's AdminRefundRequest; the
 * server's refusals (more than was paid, a second refund) show by the amount, else above the button.
 */
export function RefundForm({ consultation }: { consultation: ConsultationDetail }) {
  const [refund] = useAdminRefundConsultationMutation();
  const resolver = requestResolver(
    (v: Values) => ({ appReqId: consultation.appReqId, amount: rupeesOf(v.amount), reason: v.reason }),
    AdminRefundRequest,
    { amount: t.missingAmount, reason: t.missingReason },
  );
  const { form, submit, formError, saving } = useAdminForm({
    defaultValues: { amount: String(consultation.paid), reason: '' },
    resolver,
    fieldOf: fieldsOf<Values>(['amount', 'reason']),
    save: (request) => refund(request).unwrap(),
    said: (answer) => t.done(formatRupees(lastRefund(answer.consultation))),
  });
  const field = bindFields(form, 'refund');
  return (
    <EditForm
      id="refund"
      heading={t.heading}
      onSubmit={submit}
      formError={formError}
      saving={saving}
      saveLabel={t.submit}
      savingLabel={t.busy}
    >
      <p className="admin-muted">{t.lead(formatRupees(consultation.paid))}</p>
      <InputField {...field('amount')} label={t.amount} hint={t.amountHint} inputMode="decimal" />
      <TextAreaField {...field('reason')} label={t.reason} hint={t.reasonHint} rows={2} />
    </EditForm>
  );
}

import { AdminRefundRequest } from '@app/contract/schemas/adminConsultations';
import { useRef } from 'react';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { errorMessage } from '../../../lib/http';
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

/** A key for one attempt at a refund (hex, from the browser's random source, secure context or not). */
function newRequestKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The server answered this attempt (done, or refused for a reason it gave): the next is a new
 * refund. No answer (the network) or a server fault keeps the key, so sending again cannot make
 * a second refund of the same request.
 */
const answered = (failure: unknown) => {
  const { status } = errorMessage(failure);
  return status >= 400 && status < 500;
};

/**
 * A refund of any part of what is left of the consultation's payment: all of it unless the
 * operator changes the amount, and the reason the audit log keeps. Each attempt carries its own
 * key, so a double click is one refund. Checked with the contract's AdminRefundRequest; the
 * server's refusals (more than is left, the gateway's refusal) show by the amount, else above the
 * button.
 */
export function RefundForm({ consultation }: { consultation: ConsultationDetail }) {
  const [refund] = useAdminRefundConsultationMutation();
  const requestKey = useRef(newRequestKey());
  const resolver = requestResolver(
    (v: Values) => ({
      appReqId: consultation.appReqId,
      amount: rupeesOf(v.amount),
      reason: v.reason,
      requestKey: requestKey.current,
    }),
    AdminRefundRequest,
    { amount: t.missingAmount, reason: t.missingReason },
  );
  const { form, submit, formError, saving } = useAdminForm({
    defaultValues: { amount: String(consultation.refundable), reason: '' },
    resolver,
    fieldOf: fieldsOf<Values>(['amount', 'reason']),
    save: async (request) => {
      try {
        const answer = await refund(request).unwrap();
        requestKey.current = newRequestKey();
        return answer;
      } catch (failure) {
        if (answered(failure)) requestKey.current = newRequestKey();
        throw failure;
      }
    },
    said: (answer) => t.done(formatRupees(lastRefund(answer.consultation))),
    // What is left now is the next refund's amount.
    onSaved: (answer) => form.reset({ amount: String(answer.consultation.refundable), reason: '' }),
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
      <p className="admin-muted">
        {consultation.refundable < consultation.paid
          ? t.leadLeft(formatRupees(consultation.paid), formatRupees(consultation.refundable))
          : t.lead(formatRupees(consultation.paid))}
      </p>
      <InputField {...field('amount')} label={t.amount} hint={t.amountHint} inputMode="decimal" />
      <TextAreaField {...field('reason')} label={t.reason} hint={t.reasonHint} rows={2} />
    </EditForm>
  );
}

import { CONSENT_VERSION } from '@app/contract/consent';
import { useState } from 'react';
import { useAppSelector } from '../../app/store';
import { errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';
import { useGetSessionUserQuery } from '../auth';
import { useGiveConsentMutation } from './api/billingApi';
import { type ConsentDraft, type ConsentField, consentProblems } from './consent';

/**
 * The payment screen's consent: the draft (the adult's name starts as the account holder's), the
 * problems shown once Pay now was tapped, and `give`, which records it for the held consultation
 * (false when something is missing or the server refused: the parent stays to fix it).
 */
export function useConsent(consultType: string | undefined) {
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken ?? '';
  const session = useGetSessionUserQuery(token, { skip: !token });
  const holder = session.data?.data;
  const [edited, setDraft] = useState<ConsentDraft>();
  const draft = edited ?? {
    adultName: holder ? `${holder.firstName} ${holder.LastName}`.trim() : '',
    adultRelation: undefined,
    consent: false,
    callBack: false,
  };
  const [shown, setShown] = useState<Partial<Record<ConsentField, string>>>({});
  const [giveConsent] = useGiveConsentMutation();
  const phone = holder
    ? `+${holder.mobileCode.replace(/\D/g, '')}${holder.mobile}`
    : `+${basic.code ?? '91'}${basic.number ?? ''}`;

  async function give(appReqId: number) {
    const problems = consentProblems(draft, consultType);
    setShown(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(fieldIds[first as ConsentField])?.focus();
      return false;
    }
    try {
      await giveConsent({
        appReqId,
        adultName: draft.adultName.trim(),
        adultRelation: draft.adultRelation ?? 'other',
        consent: true,
        callBack: draft.callBack,
        version: CONSENT_VERSION,
      }).unwrap();
      return true;
    } catch (error) {
      const { message, field } = errorMessage(error);
      // A refusal about one of the form's fields (a child cannot consent as 'self') is shown there.
      if (field && field in fieldIds) {
        setShown({ [field]: message });
        document.getElementById(fieldIds[field as ConsentField])?.focus();
      } else notify.error(message);
      return false;
    }
  }

  const onChange = (next: ConsentDraft) => {
    setDraft(next);
    // A fixed field's message goes at once; the others stay until the next Pay now.
    setShown((was) => Object.fromEntries(Object.entries(was).filter(([f]) => f in consentProblems(next, consultType))));
  };
  return { draft, onChange, problems: shown, phone, give };
}

/** The input of each field (ConsentForm's ids), to move the focus to the first one missing. */
const fieldIds: Record<ConsentField, string> = {
  adultName: 'consent-adult-name',
  adultRelation: 'consent-relation-mother',
  consent: 'consent-teleconsultation',
  callBack: 'consent-call-back',
};

/**
 * The consent the payment screen asks for before Pay now (the server refuses an order without it):
 * what the parent has filled in, and what is missing, by field, in the order the form shows them.
 */
import type { AdultRelation } from '@app/contract/consent';
import { messages } from '@app/contract/messages';
import { enBilling } from '../../i18n/enBilling';

export interface ConsentDraft {
  adultName: string;
  adultRelation: AdultRelation | undefined;
  consent: boolean;
  callBack: boolean;
}
export type ConsentField = keyof ConsentDraft;

/** The doctor phones the parent for every type but video (where a call is only the fallback). */
export const doctorCalls = (consultType: string | undefined) => consultType !== 'video';

export function consentProblems(draft: ConsentDraft, consultType: string | undefined) {
  const t = enBilling.consent;
  const problems: Partial<Record<ConsentField, string>> = {};
  if (!draft.adultName.trim()) problems.adultName = t.nameMissing;
  if (!draft.adultRelation) problems.adultRelation = t.relationMissing;
  if (!draft.consent) problems.consent = messages.consentMissing;
  if (doctorCalls(consultType) && !draft.callBack) problems.callBack = messages.consentCallBackNeeded;
  return problems;
}

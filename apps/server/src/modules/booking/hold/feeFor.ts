import { messages } from '@app/contract/messages';
import { badRequest } from '../../../lib/errors';

/**
 * The fee of the consultation being held. A follow up needs a consultation with this doctor
 * completed in the last 7 days (spec §7 follow-up check, enforced here too), and is then free
 * (docs/decisions/0008): the parent already paid for the episode of care it continues.
 * `followupEligible` is only asked for a follow up.
 */
export async function feeFor(
  doctor: { feePaise: number; feePaiseByType?: Partial<Record<string, number>> },
  consultType: string,
  followupEligible: () => Promise<boolean>,
): Promise<number> {
  // A type with a fee of its own (decision 0051) costs that; the others the doctor's fee.
  if (consultType !== 'follow up') return doctor.feePaiseByType?.[consultType] ?? doctor.feePaise;
  if (!(await followupEligible())) throw badRequest(messages.followupNotEligible, 'consultType');
  return 0;
}

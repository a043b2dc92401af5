/**
 * The invitation form: an Indian mobile number (the phone rules the sign-in uses) and at least one
 * child. Checked in the browser; the server checks again (and refuses the parent's own number).
 */
import { checkPhone } from '@app/contract/phone';
import type { FamilyInviteRequest } from '@app/contract/schemas/family';
import * as z from 'zod/mini';
import { enFamily } from '../../i18n/enFamily';

export const INDIA_CODE = '91';

export const inviteFormSchema = z.object({
  mobileNumber: z.string().check(
    z.refine((value) => checkPhone(INDIA_CODE, value).ok, {
      error: (issue) => {
        const checked = checkPhone(INDIA_CODE, String(issue.input ?? ''));
        return checked.ok ? '' : checked.message;
      },
    }),
  ),
  memberIds: z.array(z.number()).check(z.minLength(1, enFamily.invite.mustChoose)),
});
export type InviteFormValues = z.infer<typeof inviteFormSchema>;

export const emptyInviteForm: InviteFormValues = { mobileNumber: '', memberIds: [] };

export const invitePayloadOf = (values: InviteFormValues): FamilyInviteRequest => ({
  mobileCode: `+${INDIA_CODE}`,
  mobileNumber: values.mobileNumber.replace(/[\s()-]/g, ''),
  memberIds: values.memberIds,
});

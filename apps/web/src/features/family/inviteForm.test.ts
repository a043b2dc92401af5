import { messages } from '@app/contract/messages';
import { FamilyInviteRequest } from '@app/contract/schemas/family';
import { describe, expect, it } from 'vitest';
import { enFamily } from '../../i18n/enFamily';
import { inviteFormSchema, invitePayloadOf } from './inviteForm';

const problems = (values: unknown) => {
  const result = inviteFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the invitation form', () => {
  it('asks for a valid Indian mobile number and at least one child', () => {
    expect(problems({ mobileNumber: '', memberIds: [] })).toEqual([
      messages.phoneNumberEmpty,
      enFamily.invite.mustChoose,
    ]);
    expect(problems({ mobileNumber: '12345', memberIds: [4] })).toEqual([messages.phoneInvalid]);
    expect(problems({ mobileNumber: '98765 43210', memberIds: [4] })).toEqual([]);
  });

  it("sends the contract's request, the number without spaces", () => {
    const payload = invitePayloadOf({ mobileNumber: '98765 43210', memberIds: [4, 5] });
    expect(payload).toEqual({ mobileCode: '+91', mobileNumber: '9876543210', memberIds: [4, 5] });
    expect(FamilyInviteRequest.safeParse(payload).success).toBe(true);
  });
});

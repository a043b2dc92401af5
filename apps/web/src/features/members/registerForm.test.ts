import { LEGAL_VERSIONS } from '@app/contract/constants';
import { RegisterPayload } from '@app/contract/schemas/members';
import { describe, expect, it } from 'vitest';
import { enAccount } from '../../i18n/enAccount';
import { emptyRegisterForm, registerFormSchema, registerPayloadOf } from './registerForm';

const t = enAccount.register;
const filled = { ...emptyRegisterForm('Priya', '', ''), acceptTerms: true, acceptPrivacy: true };
const problems = (values: object) => {
  const result = registerFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the register form', () => {
  it('takes a first name with both documents accepted; last name and email may be empty', () => {
    expect(problems(filled)).toEqual([]);
  });

  it('names each missing or wrong field', () => {
    expect(problems({ ...filled, firstName: '   ' })).toEqual([t.required(t.firstName)]);
    expect(problems({ ...filled, email: 'priya@' })).toEqual([t.emailInvalid]);
    expect(problems({ ...filled, acceptTerms: false })).toEqual([t.mustAcceptTerms]);
    expect(problems({ ...filled, acceptPrivacy: false })).toEqual([t.mustAcceptPrivacy]);
  });

  it('sends what the server expects, with the versions in force', () => {
    const payload = registerPayloadOf({ ...filled, LastName: 'Nair', email: 'priya@example.com' });
    expect(RegisterPayload.parse(payload)).toMatchObject({
      firstName: 'Priya',
      LastName: 'Nair',
      termsVersion: LEGAL_VERSIONS.terms,
      privacyVersion: LEGAL_VERSIONS.privacy,
    });
  });
});

import { NAME_MAX_CHARS } from '@app/contract/constants';
import { MemberPayload } from '@app/contract/schemas/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { formValuesOf, MEMBER_RELATIONS, type MemberFormInput, memberFormSchema, memberPayload } from './memberForm';

const resolve = (values: Record<string, unknown>) =>
  zodResolver(memberFormSchema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the member form rules (spec §5)', () => {
  it('needs a first and a last name, not just spaces', async () => {
    const { errors } = await resolve({ firstName: '  ', LastName: '', email: '' });
    expect(errors.firstName?.message).toBe('First Name is required.');
    expect(errors.LastName?.message).toBe('Last Name is required.');
    expect(errors.email).toBeUndefined();
  });

  it('takes an empty email, refuses one that is not an email', async () => {
    expect((await resolve({ firstName: 'A', LastName: 'B', email: 'asha.example.com' })).errors.email?.message).toBe(
      'Please enter a valid email address, such as name@example.com.',
    );
    expect((await resolve({ firstName: 'A', LastName: 'B', email: 'asha@' })).errors.email).toBeDefined();
    expect((await resolve({ firstName: 'A', LastName: 'B', email: '' })).errors).toEqual({});
  });

  it('limits names to 100 characters and trims what it returns', async () => {
    expect((await resolve({ firstName: 'x'.repeat(101), LastName: 'B', email: '' })).errors.firstName?.message).toBe(
      'First Name must be at most 100 characters.',
    );
    expect((await resolve({ firstName: ' Asha ', LastName: ' Rao ', email: ' a@b.in ' })).values).toEqual({
      firstName: 'Asha',
      LastName: 'Rao',
      email: 'a@b.in',
    });
  });
});

describe('the member payload', () => {
  const basic = { code: '91', number: '9876543210', ConnectionID: 5, id: 5, authToken: 't' };
  const values = { firstName: 'Kabir', LastName: 'Rao', email: '', relation: 'son' as const };

  it("keeps Relation 'self' on the wire and sends the chosen relation as RelationType", () => {
    expect(memberPayload(values, basic, true)).toEqual({
      firstName: 'Kabir',
      LastName: 'Rao',
      email: '',
      Relation: 'self',
      RelationType: 'son',
      ConnectionID: 5,
      mobileNumber: '9876543210',
      mobileCode: '+91',
    });
    expect(memberPayload(values, basic, false)).not.toHaveProperty('RelationType');
  });

  it('offers son and daughter first, never self', () => {
    expect(MEMBER_RELATIONS.slice(0, 2)).toEqual(['son', 'daughter']);
    expect(MEMBER_RELATIONS).not.toContain('self');
  });

  it('prefills from a member, relation included', () => {
    expect(
      formValuesOf({
        userID: 2,
        type: 'Registered',
        firstName: 'Aarav',
        LastName: 'Sharma',
        email: '',
        Gender: null,
        Relation: 'son',
      }),
    ).toEqual({ firstName: 'Aarav', LastName: 'Sharma', email: '', relation: 'son' });
    expect(formValuesOf(undefined)).toEqual({ firstName: '', LastName: '', email: '', relation: undefined });
  });
});

/**
 * The form keeps zod/mini (a few kB in the /details chunk) with the screen's own messages instead of
 * loading the contract's full-zod MemberPayload; this pins the two to the same rules, so a form
 * that lets through what the server refuses (or the reverse) fails here.
 */
describe("the member form agrees with the contract's MemberPayload", () => {
  const basic = { number: '9876543210', code: '91', userID: 7 };
  const samples: MemberFormInput[] = [
    { firstName: 'Aarav', LastName: 'Sharma', email: '', relation: 'son' },
    { firstName: '  Anaya ', LastName: 'Rao ', email: 'anaya@example.com', relation: 'daughter' },
    { firstName: 'A'.repeat(NAME_MAX_CHARS), LastName: 'B', email: '', relation: undefined },
    { firstName: 'A'.repeat(NAME_MAX_CHARS + 1), LastName: 'B', email: '', relation: undefined },
    { firstName: '   ', LastName: 'Sharma', email: '', relation: undefined },
    { firstName: 'Aarav', LastName: '', email: '', relation: undefined },
    { firstName: 'Aarav', LastName: 'Sharma', email: 'not an email', relation: undefined },
    { firstName: 'Aarav', LastName: 'Sharma', email: 'a@b', relation: undefined },
  ];
  it.each(samples)('%o', (input) => {
    const form = memberFormSchema.safeParse(input);
    const wire = MemberPayload.safeParse(
      memberPayload(
        form.success ? form.data : { ...input, firstName: input.firstName.trim(), LastName: input.LastName.trim() },
        basic,
        true,
      ),
    );
    expect(wire.success).toBe(form.success);
  });
});

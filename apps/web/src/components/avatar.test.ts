import { describe, expect, it } from 'vitest';
import { avatarKind, impliedGender } from './avatar';

describe('the avatar rule', () => {
  it("gives the boy avatar for 'Male' and the girl avatar for 'Female', whatever the relation", () => {
    expect(avatarKind('Male')).toBe('boy');
    expect(avatarKind('Female')).toBe('girl');
    expect(avatarKind('Male', 'daughter')).toBe('boy');
    expect(avatarKind('Female', 'son')).toBe('girl');
  });

  it('with no Gender yet, follows the relation: a son is a boy before Male is tapped', () => {
    expect(avatarKind(null, 'son')).toBe('boy');
    expect(avatarKind(undefined, 'daughter')).toBe('girl');
    expect(avatarKind('', 'father')).toBe('boy');
    expect(avatarKind(null, 'grandmother')).toBe('girl');
  });

  it('is neutral when nothing says: the account holder, another relation, no relation', () => {
    expect(avatarKind(null, 'self')).toBe('neutral');
    expect(avatarKind(null, 'other')).toBe('neutral');
    expect(avatarKind(undefined)).toBe('neutral');
    expect(avatarKind('male')).toBe('neutral');
  });

  it('says which gender a relation implies, for the child details to start from', () => {
    expect(impliedGender('son')).toBe('Male');
    expect(impliedGender('daughter')).toBe('Female');
    expect(impliedGender('self')).toBeUndefined();
    expect(impliedGender('other')).toBeUndefined();
    expect(impliedGender(undefined)).toBeUndefined();
  });
});

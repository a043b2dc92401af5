import { describe, expect, it } from 'vitest';
import { avatarKind } from './avatar';

describe('the avatar rule', () => {
  it("gives the boy avatar for 'Male' only, the girl avatar for anything else", () => {
    expect(avatarKind('Male')).toBe('boy');
    expect(avatarKind('Female')).toBe('girl');
    expect(avatarKind(null)).toBe('girl');
    expect(avatarKind(undefined)).toBe('girl');
    expect(avatarKind('')).toBe('girl');
    expect(avatarKind('male')).toBe('girl');
  });
});

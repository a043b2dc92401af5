import { describe, expect, it } from 'vitest';
import { choicesOf, DUTY_LANGUAGES, DUTY_TYPES, toggled } from './duty';
import { aDuty } from './testData';

describe('duty choices', () => {
  it("are the doctor's last ones, or both calls in English", () => {
    expect(choicesOf(undefined)).toEqual({ types: ['audio', 'video'], languages: ['english'] });
    expect(choicesOf(aDuty())).toEqual({ types: ['audio', 'video'], languages: ['english'] });
    expect(choicesOf(aDuty({ types: ['video'], languages: ['hindi', 'english'] }))).toEqual({
      types: ['video'],
      languages: ['hindi', 'english'],
    });
  });

  it("change one at a time and keep the contract's order", () => {
    expect(toggled(DUTY_LANGUAGES, ['hindi'], 'english', true)).toEqual(['english', 'hindi']);
    expect(toggled(DUTY_TYPES, ['audio', 'video'], 'audio', false)).toEqual(['video']);
    expect(toggled(DUTY_TYPES, ['video'], 'video', false)).toEqual([]);
  });
});

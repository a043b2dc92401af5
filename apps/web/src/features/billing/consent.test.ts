import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { consentProblems } from './consent';

const filled = { adultName: 'Priya Sharma', adultRelation: 'mother' as const, consent: true, callBack: false };

describe('consentProblems', () => {
  it('a filled video consent has none; the call-back is optional for video only', () => {
    expect(consentProblems(filled, 'video')).toEqual({});
    expect(consentProblems(filled, 'audio')).toEqual({ callBack: messages.consentCallBackNeeded });
    expect(consentProblems({ ...filled, callBack: true }, 'audio')).toEqual({});
  });

  it('names every missing field', () => {
    expect(
      consentProblems({ adultName: '  ', adultRelation: undefined, consent: false, callBack: false }, 'video'),
    ).toEqual({
      adultName: 'Please enter your name.',
      adultRelation: 'Please choose who you are to the child.',
      consent: messages.consentMissing,
    });
  });
});

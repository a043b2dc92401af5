import { describe, expect, it } from 'vitest';
import { anonymisedPrescription, ERASED_IN_TEXT, identifyingWords, withoutWords } from './anonymise';

describe('anonymising the free text of a kept record', () => {
  const words = identifyingWords(['Aarav Sharma', 'Priya', 'A', 'अनाया'], ['9876543210', '91']);

  it('takes each name part of two letters or more and a phone number, longest first', () => {
    expect(words).toEqual(['9876543210', 'Sharma', 'Aarav', 'Priya', 'अनाया']);
  });

  it('replaces whole words in any case and script, and leaves words that only contain a name', () => {
    expect(withoutWords('AARAV had fever; aarav’s mother Priya called from 9876543210.', words)).toBe(
      `${ERASED_IN_TEXT} had fever; ${ERASED_IN_TEXT}’s mother ${ERASED_IN_TEXT} called from ${ERASED_IN_TEXT}.`,
    );
    expect(withoutWords('अनाया को बुखार', words)).toBe(`${ERASED_IN_TEXT} को बुखार`);
    expect(withoutWords('Aaravi and Sharmas, 98765432101', words)).toBe('Aaravi and Sharmas, 98765432101');
    // A name is text, never a pattern.
    expect(withoutWords('AxB and A.B', ['A.B'])).toBe(`AxB and ${ERASED_IN_TEXT}`);
  });

  it('empties the name and the address of a prescription and cleans its text', () => {
    const kept = anonymisedPrescription(
      {
        chiefComplaints: 'Aarav: fever for 2 days.',
        findings: 'Alert.',
        diagnosis: 'Acute viral fever',
        investigations: '',
        advice: 'Call Priya tomorrow.',
        correctionReason: '',
      },
      words,
    );
    expect(kept).toEqual({
      patientName: 'Erased',
      patientAddress: '',
      chiefComplaints: `${ERASED_IN_TEXT}: fever for 2 days.`,
      findings: 'Alert.',
      diagnosis: 'Acute viral fever',
      investigations: '',
      advice: `Call ${ERASED_IN_TEXT} tomorrow.`,
      correctionReason: '',
    });
  });
});

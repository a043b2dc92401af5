import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { recordFormSchema } from './recordForm';
import { aVaccine } from './testData';

const limits = { today: '2026-03-10', dateOfBirth: '2025-01-01' };
const refusal = (form: { takenOn: string; notes: string }) =>
  recordFormSchema(aVaccine({ DueOn: '2026-03-01' }), 11, limits)
    .safeParse(form)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('recordFormSchema: what SAVE checks', () => {
  it('says the spec’s rule first, on the form as a whole', () => {
    expect(refusal({ takenOn: '', notes: '' })).toEqual([`root: ${messages.selectDateShort}`]);
    expect(refusal({ takenOn: '2026-03-11', notes: '' })).toEqual([`root: ${messages.takenDateFuture}`]);
  });

  it('then the contract’s own check, the one the server makes', () => {
    expect(refusal({ takenOn: '2026-03-02', notes: 'x'.repeat(1001) })).toEqual(['root: Notes are too long.']);
    expect(refusal({ takenOn: '2026-03-02', notes: 'After lunch' })).toBeUndefined();
  });
});

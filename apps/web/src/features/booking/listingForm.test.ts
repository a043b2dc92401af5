import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { listingForm } from './listingForm';

const days = [{ iso: '2026-03-10' }, { iso: '2026-03-11' }];
const refusal = (choices: object) =>
  listingForm(days)
    .safeParse(choices)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('listingForm: what Confirm checks on the appointment screen', () => {
  it('asks for a day of the strip, in the spec’s words', () => {
    expect(refusal({})).toEqual([`date: ${messages.selectDate}`]);
    expect(refusal({ date: '2026-03-01' })).toEqual([`date: ${messages.selectDate}`]);
  });

  it('takes a day with any filters the listing query takes', () => {
    expect(refusal({ date: '2026-03-11' })).toBeUndefined();
    const filters = { doctorId: 4, clinicId: 2, specialityId: 7, language: 'hindi', consultType: 'video' };
    expect(refusal({ date: '2026-03-10', ...filters })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { parseEntryQuery } from './phoneEntry';

describe('parseEntryQuery', () => {
  it('reads the native app’s parameters and drops values that cannot be right', () => {
    const q = parseEntryQuery(new URLSearchParams('code=%2B91&number=98765%2043210&isMobile=1&handoff=1.abc'));
    expect(q).toEqual({ code: '91', number: '9876543210', isMobile: 1, handoff: '1.abc' });
    expect(parseEntryQuery(new URLSearchParams('code=abc&number=12&isMobile=0'))).toEqual({ isMobile: 0 });
    expect(parseEntryQuery(new URLSearchParams(''))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv';

describe('the back office CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Rao, "Asha"')).toBe('"Rao, ""Asha"""');
    expect(csvCell(499.5)).toBe('"499.5"');
    expect(csvCell(null)).toBe('""');
  });
  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const formula of ['=HYPERLINK("x")', '+91 98', '-1+1', '@SUM(A1)', '\tx'])
      expect(csvCell(formula).startsWith(`"'`)).toBe(true);
    // Numbers stay numbers: a negative amount is not text.
    expect(csvCell(-5)).toBe('"-5"');
  });
  it('ends each line with CRLF', () => {
    expect(csvOf(['a', 'b'], [[1, 'x']])).toBe('"a","b"\r\n"1","x"\r\n');
  });
});

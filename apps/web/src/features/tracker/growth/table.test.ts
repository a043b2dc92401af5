import { describe, expect, it } from 'vitest';
import { formatRange, formatValue, keepPairs, tableRows } from './table';
import { anEntry, weightEntry } from './testData';

describe('formatting', () => {
  it('values keep up to two decimals; ranges have one, with an en dash', () => {
    expect(formatValue(16.25)).toBe('16.25');
    expect(formatValue(16.5)).toBe('16.5');
    expect(formatValue(98)).toBe('98');
    expect(formatRange(7.74, 12.03)).toBe('7.7–12.0');
    expect(formatRange(45.06, 50.96)).toBe('45.1–51.0');
    expect(formatRange(null, null)).toBe('—');
  });
});

describe('keepPairs', () => {
  it('keeps a number with its word, so a narrow cell breaks between pairs', () => {
    expect(keepPairs('4 years 8 months')).toBe('4\u00a0years 8\u00a0months');
    expect(keepPairs('22 Nov 2026')).toBe('22\u00a0Nov 2026');
    expect(keepPairs('5 months (corrected)')).toBe('5\u00a0months (corrected)');
  });
});

describe('tableRows', () => {
  it('newest first, with the date, age, value and range of the tab', () => {
    const rows = tableRows(
      [
        weightEntry({ NotesCaregiverID: 1, createdDate: '2026-01-05', age: '3 years 9 months', Weight: 15.4 }),
        weightEntry({ NotesCaregiverID: 2, createdDate: '2026-03-12', age: '4 years', Weight: 16.25, isDelete: false }),
      ],
      'W',
      'kg',
    );
    expect(rows).toEqual([
      {
        id: 2,
        date: '12 Mar 2026',
        age: '4 years',
        value: '16.25',
        range: '12.1–22.6',
        noRangeReason: null,
        canDelete: false,
        what: 'weight 16.25 kg',
      },
      expect.objectContaining({ id: 1, date: '05 Jan 2026', age: '3 years 9 months', value: '15.4', canDelete: true }),
    ]);
  });

  it('says a corrected age is corrected, and why there is no range', () => {
    const [row] = tableRows(
      [
        anEntry({
          Height: 70,
          age: '5 months',
          chronologicalAge: '6 months 2 weeks',
          corrected: true,
          noRangeReason: null,
          HeightFrom: 63.1,
          HeightTo: 70.9,
        }),
      ],
      'H',
      'cm',
    );
    expect(row?.age).toBe('5 months (corrected)');
    expect(row?.range).toBe('63.1–70.9');
    const [older] = tableRows(
      [anEntry({ HeadCircum: 52, noRangeReason: 'WHO has no head circumference range after 5 years.' })],
      'HC',
      'cm',
    );
    expect(older?.range).toBe('—');
    expect(older?.noRangeReason).toBe('WHO has no head circumference range after 5 years.');
  });

  it('leaves out entries without this measurement', () => {
    expect(tableRows([anEntry({ Height: 99 })], 'W', 'kg')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ordinal, percentilePhrase, percentileWords, wholePercentile } from './percentile';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [40, '40th'],
    [50, '50th'],
    [97, '97th'],
    [99, '99th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('%i → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe('percentile words', () => {
  it('rounds to a whole percentile', () => {
    expect(wholePercentile(40.1)).toBe(40);
    expect(wholePercentile(2.3)).toBe(2);
    expect(wholePercentile(97.7)).toBe(98);
    expect(wholePercentile(0.6)).toBe(1);
    expect(wholePercentile(0.4)).toBe('belowFirst');
    expect(wholePercentile(99.5)).toBe('aboveLast');
  });

  it('says where the child is against the normal range', () => {
    expect(percentileWords(40.1, 'within')).toBe('On the 40th percentile: within the normal range');
    expect(percentileWords(1.2, 'below')).toBe('On the 1st percentile: below the normal range');
    expect(percentileWords(97.9, 'above')).toBe('On the 98th percentile: above the normal range');
    expect(percentileWords(21.4, 'within')).toBe('On the 21st percentile: within the normal range');
    expect(percentileWords(12.5, 'within')).toBe('On the 13th percentile: within the normal range');
    expect(percentileWords(0.1, 'below')).toBe('Below the 1st percentile: below the normal range');
    expect(percentileWords(99.9, 'above')).toBe('Above the 99th percentile: above the normal range');
  });

  it('a phrase for the chart summary', () => {
    expect(percentilePhrase(3)).toBe('on the 3rd percentile');
  });
});

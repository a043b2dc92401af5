import { describe, expect, it } from 'vitest';
import { REFUND_STATUSES } from '../../../db/schema';
import { refundAllowedFrom, refundTransition } from './refundStatus';

describe('refund states', () => {
  it('moves pending to processed or failed, and failed back to pending for a retry', () => {
    expect(refundTransition('pending', 'processed')).toBe('apply');
    expect(refundTransition('pending', 'failed')).toBe('apply');
    expect(refundTransition('failed', 'pending')).toBe('apply');
  });
  it('keeps a processed refund processed: money that went back is never asked for again', () => {
    expect(refundTransition('processed', 'pending')).toBe('refused');
    expect(refundTransition('processed', 'failed')).toBe('refused');
    expect(refundTransition('failed', 'processed')).toBe('refused');
  });
  it('answers a replay as the same, for every status', () => {
    for (const s of REFUND_STATUSES) expect(refundTransition(s, s)).toBe('same');
  });
  it('derives the conditional update from the same table', () => {
    expect(refundAllowedFrom('processed')).toEqual(['pending']);
    expect(refundAllowedFrom('pending')).toEqual(['failed']);
    expect(refundAllowedFrom('failed')).toEqual(['pending']);
  });
});

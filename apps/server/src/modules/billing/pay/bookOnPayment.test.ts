import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { TransitionRefused } from '../../consultations';
import { bookOnPayment } from './bookOnPayment';

const tx = { transaction: async (fn: (sp: unknown) => Promise<unknown>) => fn('savepoint') } as unknown as Db;
const uniqueViolation = Object.assign(new Error('duplicate key'), { cause: { code: '23505' } });

function consultations(book: () => Promise<unknown>) {
  return {
    book: vi.fn(async () => {
      await book();
      return 'apply' as const;
    }),
    markRefunded: vi.fn(async () => 'apply' as const),
  };
}

describe('bookOnPayment', () => {
  it('books the consultation in a savepoint of the order transaction', async () => {
    const c = consultations(async () => {});
    const onRefund = vi.fn();
    expect(await bookOnPayment(tx, c, 5, onRefund)).toBe('Success');
    expect(c.book).toHaveBeenCalledWith(5, { tx: 'savepoint' });
    expect(c.markRefunded).not.toHaveBeenCalled();
    expect(onRefund).not.toHaveBeenCalled();
  });
  it('marks a refund when the slot was taken meanwhile', async () => {
    const c = consultations(async () => Promise.reject(uniqueViolation));
    const onRefund = vi.fn();
    expect(await bookOnPayment(tx, c, 5, onRefund)).toBe('Refund');
    expect(c.markRefunded).toHaveBeenCalledWith(5, { tx });
    expect(onRefund).toHaveBeenCalledOnce();
  });
  it('marks a refund when the consultation can no longer be booked', async () => {
    const c = consultations(async () => Promise.reject(new TransitionRefused(5, 'no_show', 'booked')));
    expect(await bookOnPayment(tx, c, 5, () => {})).toBe('Refund');
  });
  it('lets any other failure through', async () => {
    const c = consultations(async () => Promise.reject(new Error('connection lost')));
    await expect(bookOnPayment(tx, c, 5, () => {})).rejects.toThrow('connection lost');
  });
});

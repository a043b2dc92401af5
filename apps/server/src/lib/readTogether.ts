/**
 * Awaits independent reads together — one wait for the database instead of one per read — and
 * fails as the same reads made one after another would: with the first failure in the order they
 * are given, whichever failed first in time. Only for reads with no effect (each one runs even
 * when an earlier one fails).
 */
export async function readTogether<T extends readonly unknown[]>(
  ...reads: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(reads);
  for (const read of settled) if (read.status === 'rejected') throw read.reason;
  return settled.map((read) => (read as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * An audit entry's change, compact: of two records, only the fields whose values differ (a doctor's
 * verification shows `verifiedAt`, not the whole doctor); a creation or anything not a record as it is.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function changeOf(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isRecord(before) || !isRecord(after)) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (record: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
  return { before: pick(before), after: pick(after) };
}

/** One line of JSON; nothing (null, undefined) as undefined, for the caller's own dash. */
export function compactJson(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : JSON.stringify(value);
}

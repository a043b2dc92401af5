/**
 * The queue's wait estimate (decision 0038): the parents ahead, and this one, each take the
 * recent average consultation length, shared among the doctors on duty. Null with nobody on duty
 * (no honest number exists). At least one minute: 'about 0 minutes' promises too much.
 */
export function estimatedWaitMinutes(input: {
  /** 1 is next in line. */
  position: number;
  onDuty: number;
  averageMinutes: number;
}): number | null {
  if (input.onDuty <= 0) return null;
  const minutes = Math.ceil((Math.max(input.position, 1) * input.averageMinutes) / input.onDuty);
  return Math.max(1, minutes);
}

/** How many recent completed calls the average needs before it replaces the configured default. */
export const MIN_CALLS_FOR_AVERAGE = 5;
/** The average is over this many of the latest calls completed within AVERAGE_WINDOW_DAYS. */
export const AVERAGE_OVER_CALLS = 20;
export const AVERAGE_WINDOW_DAYS = 7;

/** The average length in minutes of the given recent calls, or the default while there are too few. */
export function averageConsultMinutes(lengthsMinutes: readonly number[], defaultMinutes: number): number {
  if (lengthsMinutes.length < MIN_CALLS_FOR_AVERAGE) return defaultMinutes;
  const sum = lengthsMinutes.reduce((a, b) => a + b, 0);
  return Math.round((sum / lengthsMinutes.length) * 10) / 10;
}

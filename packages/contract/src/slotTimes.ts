/**
 * A slot's time of day as the spec writes it, 'hh:mm A' (spec §3), and back to minutes after
 * midnight. Zod-free: the server makes the labels and reads them back, the web reads them.
 */

/** 570 → '09:30 AM'. */
export function labelOf(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  const h12 = ((h + 11) % 12) + 1;
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '09:30 AM' → 570; undefined for anything that is not a real time. */
export function minuteOf(label: string): number | undefined {
  const match = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(label.trim());
  if (!match) return undefined;
  const h12 = Number(match[1]) % 12;
  return (match[3] === 'PM' ? h12 + 12 : h12) * 60 + Number(match[2]);
}

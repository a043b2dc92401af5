/**
 * Money as a parent reads it: rupees with the Indian grouping (design §3: en-IN, INR). The
 * server keeps paise and sends rupees; whole rupees show without '.00' ('₹1,200'), anything
 * else with its paise ('₹1,250.50').
 *
 * Written out rather than asked of Intl.NumberFormat: making a currency format loads ICU's number
 * and currency data, and done as the doctors' list loaded it was the longest part of that screen's
 * longest task on a phone (decision 0068). The test holds it to what Intl says.
 */

/** '1234567' → '12,34,567': the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * Rupees and paise of an amount, as digits: the amount's shortest decimal form (what String gives,
 * and what ICU rounds) rounded half up to the paisa, so 1.005 is 1.01 as Intl has it.
 */
function paiseDigits(amount: number): { whole: string; paise: string } {
  const [shortest = '0', exponent] = String(amount).split('e');
  if (exponent !== undefined) return { whole: amount.toFixed(0), paise: amount.toFixed(2).slice(-2) };
  const [whole = '0', fraction = ''] = shortest.split('.');
  const inPaise = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = inPaise.toString().padStart(3, '0');
  return { whole: digits.slice(0, -2), paise: digits.slice(-2) };
}

export function formatRupees(rupees: number | undefined | null): string {
  if (rupees === undefined || rupees === null || !Number.isFinite(rupees)) return '';
  const sign = rupees < 0 ? '-' : '';
  if (Number.isInteger(rupees)) return `${sign}₹${groupIndian(Math.abs(rupees).toFixed(0))}`;
  const { whole, paise } = paiseDigits(Math.abs(rupees));
  return `${sign}₹${groupIndian(whole)}.${paise}`;
}

/**
 * Money as a parent reads it: rupees with the Indian grouping (design §3: en-IN, INR). The
 * server keeps paise and sends rupees; whole rupees show without '.00' ('₹1,200'), anything
 * else with its paise ('₹1,250.50').
 */
import { CURRENCY } from '@app/contract/constants';

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY });

export function formatRupees(rupees: number | undefined | null): string {
  if (rupees === undefined || rupees === null || !Number.isFinite(rupees)) return '';
  return Number.isInteger(rupees) ? whole.format(rupees) : exact.format(rupees);
}

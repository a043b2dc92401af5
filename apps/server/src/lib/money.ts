/** Money on the server: paise inside, rupees on the wire (spec §3), GST worked out in whole paise. */

/** Rupees as sent by the app → paise; fractions of a paisa were refused by the schema. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

/**
 * A price with its GST line (rounded to the paisa) and a discount that never takes it below 0:
 * what an order charges and a receipt prints, for a consultation or a care plan.
 */
export function priceWithGst(amountPaise: number, opts: { gstPercent?: number; discountPaise?: number } = {}) {
  const gst = Math.round((amountPaise * (opts.gstPercent ?? 0)) / 100);
  const discount = Math.min(opts.discountPaise ?? 0, amountPaise + gst);
  return { amount: amountPaise, gst, discount, total: amountPaise + gst - discount };
}

/** Paise as a person reads rupees: '500', or '499.50' when there are paise (no symbol). */
export const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

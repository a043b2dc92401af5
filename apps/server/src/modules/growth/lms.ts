/** The LMS method of the WHO growth standards (WHO 2006, Technical report, chapter 7). */
export interface Lms {
  L: number;
  M: number;
  S: number;
}

/** z = ((X/M)^L − 1)/(L·S), or ln(X/M)/S when L = 0. */
export function zScore(x: number, { L, M, S }: Lms): number {
  if (L === 0) return Math.log(x / M) / S;
  return ((x / M) ** L - 1) / (L * S);
}

/** The measurement at a z-score: M·(1 + L·S·z)^(1/L), or M·e^(S·z) when L = 0. */
export function valueAt(z: number, { L, M, S }: Lms): number {
  if (L === 0) return M * Math.exp(S * z);
  return M * (1 + L * S * z) ** (1 / L);
}

/**
 * The standard normal distribution function, by the complementary error function of Numerical
 * Recipes (erfcc; fractional error below 1.2e-7 everywhere), plenty for percentiles to one decimal.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** The percentile of a z-score, 0–100 with one decimal. */
export const percentileOf = (z: number) => Math.round(normalCdf(z) * 1000) / 10;

/** The z-scores of the chart's percentile curves. */
export const CURVE_Z = { p3: -1.880794, p15: -1.036433, p50: 0, p85: 1.036433, p97: 1.880794 } as const;

/** Linear interpolation of L, M and S between two table rows (monthly tables at fractional months). */
export function interpolate(a: Lms, b: Lms, f: number): Lms {
  return { L: a.L + (b.L - a.L) * f, M: a.M + (b.M - a.M) * f, S: a.S + (b.S - a.S) * f };
}

/** The tracker's addresses (routes.tsx nests them under /milestone-and-growth). */
const BASE = '/milestone-and-growth';

export const trackerPaths = {
  milestone: `${BASE}/milestone`,
  milestoneForm: `${BASE}/milestone/form`,
  growth: `${BASE}/growth`,
  diet: `${BASE}/diet`,
  vaccination: `${BASE}/vaccination`,
  vaccinationForm: `${BASE}/vaccination/form`,
} as const;

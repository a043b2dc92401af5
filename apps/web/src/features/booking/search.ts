/**
 * The dropdowns' search: every word typed must appear somewhere in the option's name or its
 * description (the clinic address), ignoring case, accents and punctuation — 'dr aditi', 'nair'
 * and 'Aditi Nair' all find 'Dr. Aditi Nair'.
 */
export interface SearchOption {
  value: number;
  label: string;
  description?: string;
}

export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u0900-\u097f]+/g, ' ')
    .trim();
}

export function filterOptions<T extends SearchOption>(options: readonly T[], query: string | null): T[] {
  const words = normalise(query ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = normalise(`${option.label} ${option.description ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

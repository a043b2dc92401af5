/**
 * How a meal's text (the spec's diet item `diet`) is shown. The server writes
 * 'Lunch: Family meal.' or, for a meal with a choice,
 * 'Lunch: Veg: Rajma rice / Non-veg: Chicken curry with rice. Amount: ¾ katori.';
 * the slot goes over the rest and the two choices get a line each.
 */
export interface MealParts {
  title?: string;
  text: string;
  choice?: { veg: string; nonVeg: string; amount?: string };
}

const CHOICE = /^Veg:\s*(.+?)\s+\/\s+Non-veg:\s*(.+?)\.?(?:\s+Amount:\s*(.+?)\.?)?$/s;

export function mealParts(diet: string): MealParts {
  const match = /^([^:.]{1,24}):\s*(.+)$/s.exec(diet.trim());
  // 'Veg: …' alone is a choice, not a slot called 'Veg'.
  const titled = match?.[1] && match[2] && match[1].trim() !== 'Veg';
  const title = titled ? match[1]?.trim() : undefined;
  const text = titled ? (match[2]?.trim() ?? '') : diet.trim();
  const choice = CHOICE.exec(text);
  if (!choice?.[1] || !choice[2]) return title ? { title, text } : { text };
  return {
    ...(title ? { title } : {}),
    text,
    choice: { veg: choice[1], nonVeg: choice[2], ...(choice[3] ? { amount: choice[3] } : {}) },
  };
}

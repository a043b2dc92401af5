/** How a meal's text is shown: 'Lunch: Family meal. Today: dal rice.' → 'Lunch' over the rest. */
export function mealParts(diet: string): { title?: string; text: string } {
  const match = /^([^:.]{1,24}):\s*(.+)$/s.exec(diet.trim());
  return match?.[1] && match[2] ? { title: match[1].trim(), text: match[2].trim() } : { text: diet.trim() };
}

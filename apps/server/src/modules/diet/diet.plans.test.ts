import { addDays, weekdayOf } from '@app/contract/calendar';
import { describe, expect, it } from 'vitest';
import { bandFor, dayOfPlan, dietPlans, mealText, PLAN_EPOCH, planDayIndex, slotTime, sourceLine } from './diet.plans';

const plans = dietPlans();
const band = (id: string) => {
  const found = plans.bands.find((b) => b.id === id);
  if (!found) throw new Error(`no band ${id}`);
  return found;
};

describe('the diet plans file', () => {
  it('has the age bands from birth to 18 years, one after another without gaps', () => {
    expect(plans.bands.map((b) => b.id)).toEqual(['0-6m', '6-8m', '9-11m', '12-23m', '2-5y', '5-18y']);
    expect(plans.bands[0]?.ageMonthsFrom).toBe(0);
    expect(plans.bands.at(-1)?.ageMonthsTo).toBe(216);
    for (const [i, b] of plans.bands.entries()) {
      if (i > 0) expect(b.ageMonthsFrom).toBe(plans.bands[i - 1]?.ageMonthsTo);
    }
    expect(bandFor(plans, 0)?.id).toBe('0-6m');
    expect(bandFor(plans, 5)?.id).toBe('0-6m');
    expect(bandFor(plans, 6)?.id).toBe('6-8m');
    expect(bandFor(plans, 9)?.id).toBe('9-11m');
    expect(bandFor(plans, 23)?.id).toBe('12-23m');
    expect(bandFor(plans, 24)?.id).toBe('2-5y');
    expect(bandFor(plans, 60)?.id).toBe('5-18y');
    expect(bandFor(plans, 215)?.id).toBe('5-18y');
    expect(bandFor(plans, 216)).toBeUndefined();
  });

  it.each(plans.bands.map((b) => [b.id, b] as const))(
    '%s: at least 7 days, no two alike, every slot filled',
    (_id, b) => {
      expect(b.days.length).toBeGreaterThanOrEqual(7);
      const days = b.days.map((d) => JSON.stringify(d));
      expect(new Set(days).size).toBe(days.length);
      for (const day of b.days) {
        expect(day).toHaveLength(b.slots.length);
        for (const meal of day) {
          if (typeof meal === 'string') expect(meal.trim().length).toBeGreaterThan(8);
          else {
            expect(meal.veg.trim().length).toBeGreaterThan(8);
            expect(meal.nonVeg.trim().length).toBeGreaterThan(8);
            expect(meal.veg).not.toBe(meal.nonVeg);
          }
        }
      }
      // Slots run through the day in order of their clock times.
      const times = b.slots.flatMap((s) => (s.time ? [s.time] : []));
      expect([...times].sort()).toEqual(times);
      expect(new Set(b.slots.map((s) => s.slot)).size).toBe(b.slots.length);
    },
  );

  it('names every source it cites, with a full citation', () => {
    for (const b of plans.bands) {
      expect(b.sources.length).toBeGreaterThan(0);
      for (const key of b.sources) {
        expect(plans.meta.sources[key]?.name).toBeTruthy();
        expect(plans.meta.sources[key]?.citation.length).toBeGreaterThan(40);
      }
    }
    expect(sourceLine(plans, band('6-8m'))).toContain('WHO guideline on complementary feeding (2023)');
  });

  it('gives 2–5 and 5–18 years a vegetarian and a non-vegetarian choice at breakfast, lunch and dinner every day', () => {
    for (const id of ['2-5y', '5-18y']) {
      const b = band(id);
      const main = ['Breakfast', 'Lunch', 'Dinner'].map((name) => b.slots.findIndex((s) => s.slot === name));
      expect(main).not.toContain(-1);
      for (const day of b.days) {
        for (const i of main) {
          const meal = day[i];
          expect(typeof meal === 'object' && meal.veg && meal.nonVeg).toBeTruthy();
          // A vegetarian choice has no meat, fish or egg in it.
          if (typeof meal === 'object') expect(meal.veg).not.toMatch(/chicken|fish|mutton|keema|egg/i);
        }
      }
    }
  });

  it('under 6 months is breastfeeding only: no water, no other food, 8–12 feeds, when to see a doctor', () => {
    const b = band('0-6m');
    const all = JSON.stringify(b.days);
    expect(b.frequency).toMatch(/8–12 feeds/);
    expect(all).toMatch(/no water, honey/);
    expect(all).toMatch(/See a doctor at once/);
    expect(all).toMatch(/enough milk\?/i);
    // No food for the baby (the mother's own meals may name dal), no choice of dishes.
    expect(all).not.toMatch(/porridge|khichdi|tbsp|katori|Non-veg/);
    for (const slot of b.slots) expect(slot.picture).toBe('breastfeeding');
  });

  it('6–24 months gives textures and amounts by month, from spoonfuls to a katori', () => {
    expect(band('6-8m').amountPerMeal).toMatch(/2–3 tablespoons.*½ katori/);
    expect(band('6-8m').texture).toMatch(/mashed/);
    expect(band('9-11m').amountPerMeal).toMatch(/½ katori/);
    expect(band('9-11m').texture).toMatch(/finger foods/);
    expect(band('12-23m').amountPerMeal).toMatch(/¾ to 1 katori/);
    for (const id of ['6-8m', '9-11m', '12-23m']) {
      for (const day of band(id).days) {
        const meals = day.filter((_meal, i) => /Breakfast|Lunch|Dinner/.test(band(id).slots[i]?.slot ?? ''));
        // Every main meal says how much to give.
        for (const meal of meals) {
          const text = typeof meal === 'string' ? meal : (meal.amount ?? '');
          expect(text).toMatch(/tbsp|katori/);
        }
      }
    }
  });
});

describe('the day of the plan', () => {
  it('is day 1 on every Monday, and the same day for the same date however often asked', () => {
    expect(weekdayOf(PLAN_EPOCH)).toBe(1);
    for (const monday of ['2024-01-01', '2026-11-23', '2019-12-30', '2031-06-02']) {
      expect(weekdayOf(monday)).toBe(1);
      expect(planDayIndex(monday, 7)).toBe(0);
    }
    expect(planDayIndex('2026-11-24', 7)).toBe(1);
    expect(planDayIndex('2026-11-29', 7)).toBe(6);
    // Before the reference date too (a negative count still lands on 0–6).
    expect(planDayIndex('2023-12-31', 7)).toBe(6);
    expect(dayOfPlan(band('2-5y'), '2026-11-25')).toEqual(dayOfPlan(band('2-5y'), '2026-11-25'));
  });

  it('shows seven different days over a week, then repeats', () => {
    const b = band('2-5y');
    const week = Array.from({ length: 7 }, (_, i) => JSON.stringify(dayOfPlan(b, addDays('2026-11-23', i)).meals));
    expect(new Set(week).size).toBe(7);
    expect(dayOfPlan(b, '2026-11-30')).toEqual(dayOfPlan(b, '2026-11-23'));
  });

  it('becomes the spec’s diet items: a time, a text starting with the slot, a local picture', () => {
    const { day, meals } = dayOfPlan(band('2-5y'), '2026-11-23');
    expect(day).toBe(1);
    expect(meals[0]).toEqual({
      time: '08:00 AM',
      text: 'Breakfast: Veg: Vegetable poha with peas and a cup of milk / Non-veg: Vegetable poha with a boiled egg and a cup of milk.',
      picture: '/images/diet/breakfast.svg',
    });
    expect(meals.map((m) => m.time)).toEqual(['08:00 AM', '10:30 AM', '01:00 PM', '04:30 PM', '07:30 PM']);
    expect(meals[1]?.text).toBe('Mid-morning: A banana and a few peanuts, crushed.');
    expect(slotTime({ slot: 'Night', time: null, picture: 'breastfeeding' })).toBe('Night');
    expect(slotTime({ slot: 'Noon', time: '12:15', picture: 'lunch' })).toBe('12:15 PM');
    expect(slotTime({ slot: 'Midnight', time: '00:05', picture: 'dinner' })).toBe('12:05 AM');
    expect(
      mealText(
        { slot: 'Lunch', time: '13:00', picture: 'lunch' },
        { veg: 'Dal rice', nonVeg: 'Egg rice', amount: '½ katori.' },
      ),
    ).toBe('Lunch: Veg: Dal rice / Non-veg: Egg rice. Amount: ½ katori.');
  });
});

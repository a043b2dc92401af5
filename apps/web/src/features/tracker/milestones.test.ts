import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_NO_PLAN,
  bandKey,
  byCategory,
  chipScrollLeft,
  filterGoals,
  modalToShow,
  ringDash,
  ringPercent,
  ringsOf,
  sameBand,
  selectedBandKey,
} from './milestones';
import { aGoal, aList, BANDS } from './testData';

describe('filterGoals', () => {
  const overdue = aGoal({ Goalstatus: 'O' });
  const upcoming = aGoal({ Goalstatus: 'U' });
  const done = aGoal({ Goalstatus: 'D' });
  const goals = [overdue, upcoming, done];

  it('Overdue is O, Upcoming is U, Achieved is D', () => {
    expect(filterGoals(goals, 'O')).toEqual([overdue]);
    expect(filterGoals(goals, 'U')).toEqual([upcoming]);
    expect(filterGoals(goals, 'D')).toEqual([done]);
  });

  it('Show All Milestones keeps every goal, in order', () => {
    expect(filterGoals(goals, 'all')).toEqual(goals);
  });
});

describe('byCategory', () => {
  it('lists Social/Emotional, Movement, Cognitive, Language in that order, leaving out empty ones', () => {
    const language = aGoal({ GoalCategory: 'Language', GoalCategoryKey: 'L' });
    const social = aGoal({ GoalCategory: 'Social/Emotional', GoalCategoryKey: 'S' });
    const movement = aGoal({ GoalCategory: 'Movement', GoalCategoryKey: 'M' });
    const lists = byCategory([language, social, movement]);
    expect(lists.map((l) => l.title)).toEqual(['Social/Emotional', 'Movement', 'Language']);
    expect(lists[2]?.goals).toEqual([language]);
  });
});

describe('rings', () => {
  it('percentages are whole numbers from achieved out of total', () => {
    expect(ringPercent(2, 4)).toBe(50);
    expect(ringPercent(1, 3)).toBe(33);
    expect(ringPercent(2, 3)).toBe(67);
    expect(ringPercent(4, 4)).toBe(100);
  });

  it('a category without goals is 0 %, never NaN; more achieved than there are stays at 100 %', () => {
    expect(ringPercent(0, 0)).toBe(0);
    expect(ringPercent(3, 0)).toBe(0);
    expect(ringPercent(5, 4)).toBe(100);
  });

  it('reads S, L, C, M from the Totcount and Achcount fields, in that order', () => {
    const rings = ringsOf(
      aList({
        STotcount: 4,
        SAchcount: 2,
        LTotcount: 5,
        LAchcount: 5,
        CTotcount: 3,
        CAchcount: 0,
        MTotcount: 2,
        MAchcount: 1,
      }),
    );
    expect(rings).toEqual([
      { key: 'S', title: 'Social/Emotional', achieved: 2, total: 4, percent: 50 },
      { key: 'L', title: 'Language', achieved: 5, total: 5, percent: 100 },
      { key: 'C', title: 'Cognitive', achieved: 0, total: 3, percent: 0 },
      { key: 'M', title: 'Movement', achieved: 1, total: 2, percent: 50 },
    ]);
  });

  it('draws the arc as that share of the circumference', () => {
    const full = 2 * Math.PI * 24;
    expect(ringDash(100, 24).dashoffset).toBe(0);
    expect(ringDash(0, 24).dashoffset).toBeCloseTo(full, 2);
    expect(ringDash(25, 24).dashoffset).toBeCloseTo(full * 0.75, 2);
    expect(ringDash(140, 24).dashoffset).toBe(0);
  });
});

describe('band selection', () => {
  const shown = BANDS[2];
  const chosen = { fromMonth: 0, toMonth: 2 };

  it('on the first load the band the server answered (the current one) is selected', () => {
    expect(selectedBandKey(undefined, shown)).toBe('4-6');
  });

  it('a chosen band is selected at once, before its list arrives', () => {
    expect(selectedBandKey(chosen, shown)).toBe('0-2');
    expect(selectedBandKey(undefined, undefined)).toBeUndefined();
  });

  it('compares bands by their months', () => {
    expect(sameBand(chosen, BANDS[0])).toBe(true);
    expect(sameBand(chosen, BANDS[1])).toBe(false);
    expect(sameBand(chosen, null)).toBe(false);
    expect(bandKey({ fromMonth: 36, toMonth: 48 })).toBe('36-48');
  });

  it('centres the selected chip in the row, never scrolling before the start', () => {
    expect(chipScrollLeft(500, 100, 300)).toBe(400);
    expect(chipScrollLeft(40, 100, 300)).toBe(0);
  });
});

describe('modalToShow', () => {
  const none = new Set<string>();

  it('an empty list shows the no-data modal with a plan, the no-plan modal without', () => {
    expect(modalToShow({ list: aList({ isPlan: 1 }), plansIsPlan: 1, isGuest: false, dismissed: none })?.variant).toBe(
      'noData',
    );
    expect(
      modalToShow({ list: aList({ isPlan: 0 }), plansIsPlan: undefined, isGuest: true, dismissed: none })?.variant,
    ).toBe('noPlan');
  });

  it('a registered account without a plan sees the no-plan modal on arrival, once', () => {
    const list = aList({ data: [aGoal()], isPlan: 0 });
    const first = modalToShow({ list, plansIsPlan: 0, isGuest: false, dismissed: none });
    expect(first).toEqual({ key: ARRIVAL_NO_PLAN, variant: 'noPlan' });
    expect(
      modalToShow({ list, plansIsPlan: 0, isGuest: false, dismissed: new Set([ARRIVAL_NO_PLAN]) }),
    ).toBeUndefined();
    // Even before the list arrives, from GetUserPlans.
    expect(modalToShow({ list: undefined, plansIsPlan: 0, isGuest: false, dismissed: none })?.variant).toBe('noPlan');
  });

  it('guests get no arrival modal; a list with goals none at all', () => {
    expect(
      modalToShow({ list: aList({ data: [aGoal()], isPlan: 0 }), plansIsPlan: 0, isGuest: true, dismissed: none }),
    ).toBeUndefined();
    expect(
      modalToShow({ list: aList({ data: [aGoal()] }), plansIsPlan: 1, isGuest: false, dismissed: none }),
    ).toBeUndefined();
  });

  it('a band without a checklist explains itself in the page: no modal', () => {
    const list = aList({ band: BANDS[3], isPlan: 1 });
    expect(modalToShow({ list, plansIsPlan: 1, isGuest: false, dismissed: none })).toBeUndefined();
  });

  it('a closed empty-list modal stays closed for that band, and shows again for another', () => {
    const list = aList({ isPlan: 1 });
    const shown = modalToShow({ list, plansIsPlan: 1, isGuest: false, dismissed: none });
    const dismissed = new Set([shown?.key ?? '']);
    expect(modalToShow({ list, plansIsPlan: 1, isGuest: false, dismissed })).toBeUndefined();
    expect(
      modalToShow({ list: aList({ isPlan: 1, band: BANDS[1] }), plansIsPlan: 1, isGuest: false, dismissed })?.variant,
    ).toBe('noData');
  });

  it('the no-plan modal closed on arrival is not shown again for an empty list', () => {
    const list = aList({ isPlan: 0 });
    expect(
      modalToShow({ list, plansIsPlan: 0, isGuest: false, dismissed: new Set([ARRIVAL_NO_PLAN]) }),
    ).toBeUndefined();
  });
});

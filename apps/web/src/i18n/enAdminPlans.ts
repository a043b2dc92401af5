import { PLAN_LIMITS, PLAN_PRICE_CEILING_RUPEES } from '@app/contract/schemas/adminPlans';

/**
 * The care plans on sale, kept in the back office (decision 0056). The server's refusals (a sold
 * plan's terms, a name already on sale) are the contract's messages, shown as sent.
 */
export const enAdminPlans = {
  heading: 'Plans',
  lead: 'The care plans parents can buy on the plans screen, in this order. A change shows to parents at once; a period already bought keeps what it was sold with.',
  addHeading: 'Add a plan',
  add: 'Add plan',
  name: 'Name',
  description: 'What parents read about it',
  price: 'Price (₹, before GST)',
  priceHint: `Rupees and paise, up to ₹${PLAN_PRICE_CEILING_RUPEES.toLocaleString('en-IN')}. A new price applies to plans bought from now on.`,
  durationDays: 'Length (days)',
  durationHint: `From 1 to ${PLAN_LIMITS.durationDays} days: 365 for a year. Periods already bought keep their dates.`,
  givesLegend: 'What it gives',
  children: 'Children covered',
  freeConsultationsPerMonth: 'Free consultations each month',
  freeFollowUps: 'Free follow-ups over the period',
  order: 'Order on the plans screen',
  termsSold: (sold: number) =>
    `Bought ${sold === 1 ? 'once' : `${sold} times`}: what it gives stays as parents bought it. To offer other terms, retire it and add a new plan.`,
  missingName: 'Enter the name.',
  missingPrice: 'Enter the price.',
  missingDays: 'Enter the length in days.',
  missingCount: 'Enter a number (0 for none).',
  missingChildren: 'Enter how many children.',
  missingOrder: 'Enter the order.',
  columns: {
    name: 'Plan',
    price: 'Price',
    length: 'Length',
    gives: 'What it gives',
    order: 'Order',
    sold: 'Sold',
    state: 'State',
  },
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  gives: (p: { children: number; freeConsultationsPerMonth: number; freeFollowUps: number }) =>
    [
      p.children === 1 ? '1 child' : `${p.children} children`,
      p.freeConsultationsPerMonth > 0 &&
        `${p.freeConsultationsPerMonth} free consultation${p.freeConsultationsPerMonth === 1 ? '' : 's'} a month`,
      p.freeFollowUps > 0 && `${p.freeFollowUps} free follow-up${p.freeFollowUps === 1 ? '' : 's'}`,
    ]
      .filter(Boolean)
      .join(' · '),
  empty: 'No plans yet: parents have nothing to buy.',
  retireTitle: (name: string) => `Retire ${name}?`,
  retireText: 'Parents can no longer buy it. Those who hold it keep it to the end of their period.',
};

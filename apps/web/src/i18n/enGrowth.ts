/**
 * The texts of the growth screen (/milestone-and-growth/growth), in the spec's words where it has
 * them (spec §2 "growth", §5 "Growth"). A catalogue of its own so they load with that screen only.
 * Guest and plan notices and the server's messages come from the contract's catalogue.
 */
type Param = 'W' | 'H' | 'HC';

const NAMES: Record<Param, string> = { W: 'weight', H: 'height', HC: 'head circumference' };

export const enGrowth = {
  heading: 'Growth',
  tabsLabel: 'Measurement',
  tabs: { W: 'Weight', H: 'Height', HC: 'Head Circ' } satisfies Record<Param, string>,
  /** The measurement with its unit: the table's column, the form's label, the chart's axis. */
  withUnit: { W: 'Weight (kg)', H: 'Height (cm)', HC: 'Head circumference (cm)' } satisfies Record<Param, string>,
  name: NAMES,
  latest: { W: 'Latest weight', H: 'Latest height', HC: 'Latest head circumference' } satisfies Record<Param, string>,
  lastUpdated: (date: string) => `Last updated ${date}`,
  age: (age: string) => `Age ${age}`,
  correctedAge: (age: string, fromBirth: string) => `Age ${age} (corrected; ${fromBirth} from birth)`,
  correctedNote: 'Born early: WHO ranges are compared with the corrected age until 2 years.',
  nothingYet: (param: Param) => `No ${NAMES[param]} recorded yet.`,
  loading: 'Loading…',
  retry: 'Try again',
  updating: 'Updating…',
  addValue: 'Add Value',
  gauge: {
    label: (from: string, to: string, unit: string, value: string) =>
      `WHO normal range ${from} to ${to} ${unit}; your child: ${value} ${unit}`,
    normal: (from: string, to: string, unit: string) => `Normal range (WHO): ${from}–${to} ${unit}`,
  },
  percentile: {
    on: (ordinal: string) => `on the ${ordinal} percentile`,
    belowFirst: 'below the 1st percentile',
    aboveLast: 'above the 99th percentile',
    position: {
      below: 'below the normal range',
      within: 'within the normal range',
      above: 'above the normal range',
    },
    explain: (n: number, param: Param) =>
      `About ${n} in 100 children of the same age and sex have a lower ${NAMES[param]}.`,
    askDoctor: 'Worth talking over with a doctor at your next consultation.',
  },
  table: {
    caption: (param: Param) => `Recorded ${NAMES[param]} entries`,
    date: 'Date',
    age: 'Age',
    range: 'WHO Range',
    actions: 'Delete',
    corrected: 'corrected',
    noRange: '—',
    delete: (date: string) => `Delete entry of ${date}`,
    empty: 'No data',
  },
  remove: {
    title: 'Delete this entry?',
    text: (what: string, date: string) => `The ${what} measured on ${date} will be deleted. This cannot be undone.`,
    confirm: 'Delete',
    deleting: 'Deleting…',
    cancel: 'Cancel',
  },
  form: {
    title: 'Add Growth Details',
    description: (param: Param) => `Add the ${NAMES[param]} and the date it was measured.`,
    date: 'Date',
    save: 'SAVE',
    saving: 'Saving…',
    /** The measurement left empty (the date's own message is the spec's 'Please select date.'). */
    enterValue: (param: Param) => `Please enter the ${NAMES[param]}.`,
    /** The contract's words for a measurement out of its bounds (AddGrowthRequest). */
    notNumber: (label: string) => `${label} must be a number.`,
    between: (label: string, min: number, max: number, unit: string) =>
      `${label} must be between ${min} and ${max} ${unit}.`,
    decimals: (label: string) => `${label} takes at most 2 decimals.`,
  },
  chart: {
    heading: 'Growth chart',
    legend: 'Chart key',
    curves: 'WHO percentile curves',
    outer: '3rd and 97th percentiles',
    inner: '15th and 85th percentiles',
    median: '50th percentile (median)',
    child: (name: string) => `${name}'s measurements`,
    yourChild: 'Your child',
    xAxis: 'Age (months)',
    summary: (count: number, latest: string | undefined) =>
      `Growth chart: ${count} ${count === 1 ? 'measurement' : 'measurements'}${latest ? `, latest ${latest}` : ''}.`,
    failed: 'The chart could not be loaded.',
  },
  source: (standard: string) => `Ranges and curves: ${standard} (World Health Organization).`,
} as const;

/**
 * The texts of the child tracker (/milestone-and-growth/*), in the spec's words where it has them
 * (spec §2 "milestone", "milestone/form", §4 "Goals"). A catalogue of its own so these texts load
 * with the tracker only. Validation, guest/plan notices and server messages come from the
 * contract's catalogue (`@app/contract/messages`), modal texts from its `modalTexts`.
 */
export const enTracker = {
  /** The link into the tracker, and the area's title. */
  childTracker: 'Child tracker',
  trackerFor: (name: string) => `Tracking ${name}`,
  yourChild: 'your child',
  bookConsultation: 'Book a consultation',
  loading: 'Loading…',
  loadFailed: 'We could not load this just now.',
  retry: 'Try again',
  tabs: {
    label: 'Tracker',
    milestone: 'Milestones',
    growth: 'Growth',
    diet: 'Diet',
    vaccination: 'Vaccination',
  },
  banner: {
    label: (type: string) => `${type} highlights`,
    roleDescription: 'carousel',
    slide: (n: number, count: number) => `${n} of ${count}`,
    showSlide: (n: number, count: number) => `Show slide ${n} of ${count}`,
    pause: 'Pause slides',
    play: 'Play slides',
  },
  milestone: {
    heading: 'Milestones',
    filter: 'Filter',
    filters: {
      all: 'Show All Milestones',
      O: 'Overdue',
      U: 'Upcoming',
      D: 'Achieved',
    },
    bands: 'Age band',
    currentBand: 'now',
    progress: 'Progress',
    ring: (title: string, achieved: number, total: number) => `${title}: ${achieved} of ${total} achieved`,
    ringShort: { S: 'Social', L: 'Language', C: 'Cognitive', M: 'Movement' },
    status: { O: 'Overdue', U: 'Upcoming', D: 'Achieved' },
    due: 'Due',
    achieved: 'Achieved',
    noDate: '—',
    correctedAge: (weeks: number, untilMonths: number) =>
      `Due dates use corrected age (born early: ${weeks} ${weeks === 1 ? 'week' : 'weeks'} added until ${untilMonths} months)`,
    noneForFilter: 'No milestones match this filter in this age band.',
    empty: 'There are no milestones to show for this age band.',
    updating: 'Updating…',
    source: 'Milestones from the CDC “Learn the Signs. Act Early.” checklists.',
  },
  form: {
    status: 'Status',
    notYet: 'Not yet',
    sometime: 'Sometime',
    frequently: 'Frequently',
    achievedOn: 'Achieved on',
    upload: 'Add photo or video',
    replaceUpload: 'Choose another photo or video',
    uploadHint: 'A photo or a video, up to 15 MB.',
    reading: 'Reading the file…',
    preview: 'Your photo or video',
    saved: 'Saved with this milestone',
    remove: 'Remove',
    removeTitle: 'Remove photo or video',
    cancel: 'Cancel',
    ok: 'Ok',
    notes: 'Notes',
    notesPlaceholder: 'Tell us more about this memory 250 characters',
    back: 'Back',
    update: 'Update',
    save: 'SAVE',
    saving: 'Saving…',
  },
} as const;

/**
 * The texts of the parent's home (`/home`, ours): the family, the upcoming and past consultations,
 * the refunds, and the ways on. A catalogue of its own so they load with that screen only.
 */
export const enHome = {
  heading: 'My consultations',
  entries: {
    label: 'What would you like to do?',
    book: 'Book a consultation',
    tracker: 'Child tracker',
    prescriptions: 'Prescriptions',
  },
  members: {
    heading: 'Your family',
    empty: 'Add your child to book their first consultation.',
    add: 'Add a member',
  },
  upcoming: {
    heading: 'Upcoming',
    empty: 'No consultations coming up. Book one and it will show here.',
  },
  past: {
    heading: 'Past',
    empty: 'Your past consultations and their prescriptions will show here.',
  },
  refunds: {
    heading: 'Refunds',
    /** What a refund is for, when its consultation is listed. */
    forConsultation: (member: string, doctor: string) => `For ${member}'s consultation with ${doctor}`,
    /** A place in the on-duty queue that no doctor took: there is no doctor to name. */
    forQueuePlace: (member: string) => `For ${member}'s place in the queue for the next available doctor`,
    reference: (reference: string) => `Reference ${reference}`,
  },
  receipts: {
    heading: 'Receipts',
    /** A document's kind as the server sends it. */
    kind: { receipt: 'Receipt', credit_note: 'Credit note' } as Record<string, string>,
    issued: (date: string) => `Issued ${date}`,
    download: 'Download PDF',
    downloadLabel: (kind: string, number: string) => `Download PDF of ${kind} ${number}`,
  },
  /** A refund's status as the server sends it. */
  refundStatus: { pending: 'On its way', processed: 'Refunded', failed: 'Refund failed' } as Record<string, string>,
  /** A consultation's status as the server sends it. */
  status: {
    booked: 'Booked',
    in_progress: 'In progress',
    completed: 'Completed',
    no_show: 'Not joined',
    cancelled: 'Cancelled',
    refunded: 'Cancelled and refunded',
  } as Record<string, string>,
  /** A booked consultation whose waiting room closed with no call. */
  missed: 'The doctor did not start this call',
  card: {
    /** Who and when: the slot's date and time are India's (IST), whatever the phone's zone. */
    title: (member: string, when: string) => `${member} · ${when} IST`,
    doctor: 'Doctor',
    type: 'Type',
    status: 'Status',
    /** A child shared with this account (family sharing): booked and managed by the other parent. */
    sharedLabel: 'Booked by',
    shared: 'The parent who shared this child with you',
    join: 'Join',
    joinOpensAt: (time: string) => `Waiting room opens at ${time}`,
    cancel: 'Cancel',
    cancelling: 'Cancelling…',
    reschedule: 'Reschedule',
    prescription: 'Prescription',
    /** A place in the on-duty queue: no time until a doctor takes it. */
    queueTitle: (member: string) => `${member} · In the queue`,
    waitingForDoctor: 'Waiting for the next available doctor',
    leaveQueue: 'Leave the queue',
    leavingQueue: 'Leaving the queue…',
  },
  cancel: {
    title: 'Cancel this consultation?',
    text: (member: string, when: string) =>
      `${member}'s consultation on ${when} will be cancelled and the full amount refunded to how you paid.`,
    confirm: 'Yes, cancel',
    keep: 'Keep it',
    done: 'Your consultation is cancelled. The refund is on its way.',
    /** The same for a place in the on-duty queue. */
    queueTitle: 'Leave the queue?',
    queueText: (member: string) =>
      `${member}'s place in the queue will be given up and the full amount refunded to how you paid.`,
    queueConfirm: 'Yes, leave',
    queueKeep: 'Stay in the queue',
    queueDone: 'You have left the queue. The refund is on its way.',
  },
  /** Our reschedule screen: one booked consultation to another free time of the same doctor. */
  reschedule: {
    heading: 'Reschedule consultation',
    intro:
      'Choose another time with the same doctor. You can move a consultation once, and there is nothing more to pay.',
    current: 'Booked now',
    member: 'For',
    when: 'Date and time',
    /** The slot's Indian date and time, as the card shows it. */
    whenText: (when: string) => `${when} IST`,
    newTime: 'Choose a new time',
    slotsOn: (date: string) => `Free times on ${date}`,
    loadingSlots: 'Loading free times…',
    slotsFailed: 'We could not load the free times just now.',
    noSlots: 'No free times with this doctor on this day. Please choose another date.',
    chosen: (when: string) => `New time: ${when} IST`,
    noneChosen: 'Choose a new time above.',
    confirm: 'Confirm new time',
    /** The toast on /home once it moved. */
    moved: (when: string) => `Moved to ${when} IST.`,
    back: 'Back to my consultations',
  },
  /** Payments left open while their slot is held: resume or cancel. */
  openPayments: {
    heading: 'Payment not finished',
    /** The account holder who booked without giving a name yet. */
    you: 'You',
    amount: 'Amount',
    heldUntil: (time: string) => `Held until ${time}`,
    resume: 'Resume payment',
    cancel: 'Cancel payment',
    /** Its hold lapsed: the card went, and this says why. */
    released: (doctor: string, when: string) =>
      `The slot with ${doctor} on ${when} was released: its 10 minutes to pay ran out. Book again to choose a time.`,
    confirmTitle: 'Cancel this payment?',
    confirmText: (doctor: string, when: string) =>
      `The slot with ${doctor} on ${when} will be released. Nothing will be charged.`,
    confirm: 'Yes, cancel payment',
    keep: 'Keep the slot',
  },
  loading: 'Loading your consultations…',
  loadFailed: 'We could not load your consultations just now.',
};

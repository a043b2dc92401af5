/**
 * The texts of the consultation screens (/doctor-confirmed, /doctor-oncall, /videocall and
 * /prescriptions), in the spec's words where it has them (spec §2). A catalogue of its own so these
 * texts load with those screens only. Server and spec messages ('Your consultation call will start
 * in', 'Your call with our doctor has ended!'…) come from the contract's catalogue
 * (`@app/contract/messages`); the texts here are the ones only these screens need.
 */
export const enConsultation = {
  loading: 'Loading your consultation…',
  retry: 'Try again',
  loadFailed: 'We could not load your consultation just now.',
  backToStart: 'Back to start',
  notActive: 'This consultation is no longer active.',
  /** The booked consultation, as a list of what and when. */
  summary: {
    label: 'Your consultation',
    member: 'Consultation for',
    type: 'Type',
    doctor: 'Doctor',
    registration: 'Registration number',
    clinic: 'Clinic',
    date: 'Date',
    slot: 'Time',
  },
  confirmed: {
    doctorCallsAt: (slot: string, date: string) => `Our doctor will call you at ${slot} on ${date}.`,
    redirecting: 'Taking you to the waiting room…',
    clinicVisit: (clinic: string, slot: string, date: string) => `Please come to ${clinic} at ${slot} on ${date}.`,
    homeVisit: (slot: string, date: string) => `Our doctor will visit you at ${slot} on ${date}.`,
    /** An instant consultation: a place in the on-duty queue, no time. */
    inQueue: 'You are in the queue',
    waitingRoom: 'Waiting room',
    home: 'Home',
    prescriptions: 'My prescriptions',
  },
  oncall: {
    heading: 'Waiting room',
    minutes: 'min',
    seconds: 'sec',
    /** What a screen reader hears, at most once a minute (not every second). */
    minutesLeft: (minutes: number) => (minutes === 1 ? 'About 1 minute left.' : `About ${minutes} minutes left.`),
    underAMinute: 'Less than a minute left.',
    opensAt: (time: string) => `The waiting room opens at ${time}.`,
    /** Before the room opens, on the slot's own day: how long until it starts. */
    startsIn: (minutes: number, time: string) => {
      const h = Math.floor(minutes / 60);
      const m = minutes % 60;
      const span = h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
      return `Your consultation starts in ${span}, at ${time}.`;
    },
    /** Before the room opens, on another day: the date, so a parent never mistakes the day. */
    startsOn: (date: string, time: string) => `Your consultation starts on ${date} at ${time}.`,
    doctorJoining: 'Your doctor will join you shortly',
    videoWaiting: 'Please keep this screen open. The video call starts here as soon as the doctor joins.',
    audioWaiting: 'Please keep your phone close. The doctor will call you on your registered number.',
    requestingCall: 'Asking the doctor to call you…',
    rejoin: 'Rejoin the video call',
    prescriptions: 'Go to Prescriptions',
    /** The doctor marked the consultation a no-show: the parent did not join. */
    noShowHeading: 'You did not join this consultation',
    noShowLead: (doctor: string, slot: string) =>
      `${doctor} waited for you at ${slot}, but you did not join, so the consultation was closed as missed.`,
    noShowNext: 'If your child still needs a doctor, please book a new consultation.',
    bookAgain: 'Book a consultation',
  },
  /** An instant consultation's place in the on-duty queue, in the waiting room. */
  queue: {
    heading: 'You are in the queue',
    position: (n: number) => `You are number ${n} in the queue`,
    about: (minutes: number) => (minutes === 1 ? 'About 1 minute' : `About ${minutes} minutes`),
    nobodyOnDuty: 'No doctor is on duty just now. Your place is kept.',
    refundBy: (time: string, rupees: string | undefined) =>
      `If no doctor takes your call by ${time}, your ${rupees ?? 'fee'} is refunded by itself.`,
    sentBack:
      'The doctor could not reach you, so you are back in the queue behind one parent. Please keep this screen open.',
    keepOpen: 'Please keep this screen open. The doctor calls you as soon as it is your turn.',
    calledAudio: 'Please keep your phone close: the doctor is calling your registered number.',
    calledVideo: 'The video call opens here in a moment.',
    leave: 'Leave the queue',
    leaving: 'Leaving the queue…',
    leaveTitle: 'Leave the queue?',
    leaveText: 'You lose your place, and the full amount is refunded to how you paid.',
    leaveConfirm: 'Yes, leave',
    leaveKeep: 'Stay in the queue',
    left: 'You have left the queue. The refund is on its way.',
  },
  video: {
    label: 'Video consultation',
    loading: 'Starting the video call…',
    callMe: 'Call me instead',
    calling: 'Asking for a call…',
    backToWaiting: 'Back to the waiting room',
  },
  prescriptions: {
    heading: 'Prescriptions',
    tabsLabel: 'Prescriptions',
    tabs: { InProgress: 'In Progress', History: 'History' },
    loading: 'Loading your prescriptions…',
    loadFailed: 'We could not load your prescriptions just now.',
    empty: {
      InProgress: 'No prescriptions in progress. A prescription shows here after your consultation.',
      History: 'No past prescriptions yet.',
    },
    rxDate: 'Rx date',
    doctor: 'Doctor',
    registration: (number: string) => `Reg. no. ${number}`,
    child: 'For',
    rxNumber: (rx: string) => `Prescription ${rx}`,
    /** A doctor's correction replaced the first version (the PDF says why). */
    corrected: (version: number) => `Corrected (version ${version})`,
    diagnosis: 'Diagnosis',
    advice: 'Advice',
    medicines: 'Medicines',
    frequency: 'Frequency',
    dose: 'Dose',
    doseMeasure: 'Dose Measure',
    duration: 'Duration',
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    note: 'Note',
    noNote: '—',
    strength: 'Strength',
    fullName: 'Full name',
    /** Beside a cut medicine name: what a tap on it does. */
    moreName: 'Show',
    lessName: 'Hide',
    download: 'Download PDF',
    downloading: 'Downloading…',
    downloadLabel: (rxDate: string) => `Download PDF of the prescription of ${rxDate}`,
    downloadFailed: 'We could not download the prescription just now. Please try again.',
  },
  /** Each member's consultation records as a PDF (below the prescriptions). */
  records: {
    heading: 'Consultation records',
    lead: 'A PDF of every consultation: the doctor, when, video or phone, how long, the consent given and each prescription, corrections included.',
    download: (name: string) => `Download records of ${name}`,
    downloadOwn: 'Download your own records',
    downloading: 'Downloading…',
    unnamed: 'your child',
    failed: 'We could not download the records just now. Please try again.',
  },
} as const;

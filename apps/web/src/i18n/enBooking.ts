/**
 * The texts of the booking screens (/doctor-cons, /doctor-apointment, /doctor-selection, the
 * /payement-page and /doctor-profile/:doctorId), in the spec's words where it has them
 * (spec §2, §5). A catalogue of its own so these texts load with those screens only. Validation
 * and server messages come from the contract's catalogue (`@app/contract/messages`).
 */
export const enBooking = {
  back: 'Back',
  confirm: 'Confirm',
  confirming: 'Holding your slot…',
  makePayment: 'Make Payment',
  retry: 'Try again',
  loadFailed: 'We could not load this just now.',
  /** Consult types (spec §9) as chips and tooltips (spec §2 "doctor-selection"). */
  consultType: {
    audio: 'Audio',
    video: 'Video',
    chat: 'Chat',
    clinic: 'Clinic',
    'follow up': 'Follow up',
    home: 'Home',
    emergency: 'Emergency',
    rpm: 'RPM',
  } as Record<string, string>,
  /** The tooltips of the card's type icons, as spec §2 names them. */
  typeTooltip: {
    audio: 'Audio',
    video: 'Video',
    chat: 'Chat',
    clinic: 'Clinic',
    'follow up': 'Follow-up',
    home: 'Home',
    emergency: 'Emergency Appointment',
    rpm: 'RPM',
  } as Record<string, string>,
  /** Shown where 'Emergency' would be picked: an emergency is never booked. */
  emergency: {
    title: 'An emergency?',
    text: 'Do not wait for a booking. Call 112 or go to the nearest hospital now.',
    call: 'Call 112',
  },
  language: {
    legend: 'Language',
    english: 'English',
    hindi: 'Hindi',
  } as Record<string, string>,
  /** /doctor-apointment */
  appointment: {
    heading: 'Book a consultation',
    lead: 'Choose the language, and a doctor, place or specialty if you have one in mind. Then pick a day.',
    filters: 'Doctor, location and specialty (optional)',
    doctor: 'Doctor',
    doctorPlaceholder: 'Any doctor',
    location: 'Location',
    locationPlaceholder: 'Any clinic',
    specialty: 'Specialty',
    specialtyPlaceholder: 'Any specialty',
    dateLegend: 'Date',
    today: 'Today',
    typeLegend: 'Consult type',
    typeHint: 'Optional: leave it for every kind of consultation.',
    typesLoading: 'Loading the kinds of consultation…',
    infoLabel: 'Before you book',
    needNow: 'Need a doctor now?',
    takeCall: 'Take a consultation call',
  },
  combobox: {
    clear: (label: string) => `Clear ${label}`,
    showAll: (label: string) => `Show all ${label} options`,
    noMatches: 'No matches',
    loading: 'Loading…',
    count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  },
  /** /doctor-selection */
  selection: {
    heading: 'Choose a doctor and a time',
    /** The list's own name: the screen's heading already names the section above it. */
    listLabel: 'Doctors and their free times',
    loading: 'Finding doctors…',
    noDoctors: 'No doctors available for this date',
    noDoctorsHint: 'Try another day, or go back and clear a filter.',
    noFollowUpHint:
      'A follow up is possible only with a doctor your member saw in a completed consultation in the last 7 days.',
    noSlots: 'No available slots for this time',
    showMore: 'Show more doctors',
    viewProfile: 'View Profile',
    viewProfileOf: (name: string) => `View Profile of ${name} (opens in a new tab)`,
    experience: (years: number) => (years === 1 ? '1 year experience' : `${years} years experience`),
    /** Telemedicine Practice Guidelines 2020: the registration number wherever the doctor is shown. */
    registration: (number: string) => `Reg. no. ${number}`,
    fee: 'Fee',
    clinic: 'Clinic',
    types: (names: string) => `Consultation types: ${names}`,
    allSlots: (n: number) => `All ${n} slots`,
    hideSlots: 'Fewer slots',
    groups: {
      morning: 'Morning',
      afternoon: 'Afternoon',
      evening: 'Evening',
      night: 'Night',
    } as Record<string, string>,
    groupRange: {
      morning: '05:00–11:59',
      afternoon: '12:00–16:59',
      evening: '17:00–21:59',
      night: '22:00–04:59',
    } as Record<string, string>,
    chosen: (doctor: string, time: string) => `${doctor} · ${time}`,
    noneChosen: 'Choose a time on a doctor’s card.',
    heldUntil: (time: string) => `Held for you until ${time}. Pay before then to keep it.`,
    results: (n: number) => (n === 1 ? '1 doctor' : `${n} doctors`),
    anyType: 'All consult types',
  },
  /** /doctor-cons */
  cons: {
    heading: 'Take a doctor consultation call',
    lead: 'Join the queue for the next doctor on duty. You pay now; if no doctor takes your call in time, the fee comes back by itself.',
    typeLegend: 'Type',
    notFree: 'Not free right now?',
    notFreeHint: 'Book another day',
    heldHeading: 'Your place is kept while you pay',
    heldText: (time: string, fee: string) => `Pay ${fee} by ${time} to join the queue.`,
    noCallTypes: 'Calls are not available just now. Please book a consultation for another time.',
    joining: 'Keeping your place…',
  },
  /** The on-duty queue's availability on /doctor-cons. */
  instant: {
    label: 'Doctors on duty now',
    checking: 'Checking which doctors are on duty…',
    checkFailed: 'We could not check the doctors on duty just now.',
    onDuty: (n: number) => (n === 1 ? '1 doctor on duty' : `${n} doctors on duty`),
    about: (minutes: number) => (minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`),
    ahead: (n: number) =>
      n === 0 ? 'Nobody is ahead of you' : n === 1 ? '1 parent ahead of you' : `${n} parents ahead of you`,
    fee: (rupees: string) => `Fee ${rupees}`,
    nobodyOnDuty: (type: string, language: string) =>
      `No doctor is on duty for ${type.toLowerCase()} calls in ${language} right now.`,
    nextSlot: (date: string, slot: string, doctor: string) => `Next free slot: ${date}, ${slot} with ${doctor}`,
    noNextSlot: 'No free slot in the next 15 days either. Please try again later.',
    bookNextSlot: 'Book this time',
  },
  /** The consultation paid last, when Back returns to the booking screens. */
  paid: {
    label: 'Paid consultation',
    text: (doctor?: string, type?: string, when?: string) =>
      `Paid: your ${type ? `${type.toLowerCase()} ` : ''}consultation${doctor ? ` with ${doctor}` : ''}${when ? ` on ${when}` : ''} is booked.`,
    waitingRoom: 'Go to the waiting room',
    confirmation: 'See the booking',
  },
  /** What was held, on the payment stand-in and after Confirm. */
  summary: {
    label: 'Your consultation',
    doctor: 'Doctor',
    speciality: 'Speciality',
    type: 'Type',
    date: 'Date',
    slot: 'Time',
    clinic: 'Clinic',
    fee: 'Consultation fee',
    heldUntil: 'Kept until',
    total: 'Total',
    member: 'Consultation for',
  },
  /** /payement-page: the held consultation before it is paid. */
  payment: {
    heading: 'Payment',
    lead: 'Your consultation is held. Please check the details.',
    expired: 'The hold on this slot has ended. Please choose a time again.',
  },
  /** /doctor-profile/:doctorId */
  profile: {
    loading: 'Loading the doctor’s profile…',
    notFound: 'We could not find this doctor.',
    experience: 'Experience',
    years: (years: number) => (years === 1 ? '1 year' : `${years} years`),
    qualification: 'Qualification',
    registeredWith: 'Registered with',
    registration: 'Registration number',
    languages: 'Languages',
    types: 'Consultations offered',
    fee: 'Consultation fee',
    about: 'About',
    book: 'Book a consultation',
  },
} as const;

/**
 * The texts of the payment screens (/payement-page and /sandbox-checkout), in the spec's words
 * where it has them (spec §2, §8); the confirmation's are in enConsultation.ts. Server and spec
 * messages ('Payment Success.', the leave prompt…) come from the contract's catalogue.
 */
export const enBilling = {
  payment: {
    heading: 'Payment',
    lead: 'Please check the amount, then pay to confirm your consultation.',
    loading: 'Getting the amount…',
    summaryLabel: 'Your consultation',
    member: 'Consultation for',
    doctor: 'Doctor',
    speciality: 'Speciality',
    type: 'Type',
    date: 'Date',
    slot: 'Time',
    serviceAmount: 'Consultation service amount',
    gst: 'GST',
    discount: 'Discount',
    total: 'Total',
    payNow: 'Pay now',
    proceed: 'Proceed',
    paying: 'Please wait…',
    heldUntil: (time: string) => `Your slot is held until ${time}.`,
    waiting: 'Complete the payment on the payment page. This screen updates by itself when it is done.',
    popupBlocked: 'Your browser did not open the payment page. Please tap the link to open it.',
    openPaymentPage: 'Open the payment page',
    holdEnded: 'This time is no longer held for you. Please choose a time again.',
  },
  /** The consent asked on the payment screen before paying (ours; the wording itself is the contract's consent.ts). */
  consent: {
    heading: 'Before you pay',
    lead: 'The guidelines for online consultations in India ask us to record who consults for the child, and your consent.',
    adultName: 'Your name',
    relation: 'You are',
    relations: {
      mother: 'The mother',
      father: 'The father',
      grandparent: 'A grandparent',
      guardian: 'A guardian',
      self: 'The patient',
      other: 'Someone else',
    },
    nameMissing: 'Please enter your name.',
    relationMissing: 'Please choose who you are to the child.',
  },
  sandbox: {
    title: 'Sandbox payment (test mode)',
    lead: 'This is a test payment page. No real money moves.',
    amount: 'Amount',
    description: 'For',
    order: 'Order number',
    pay: 'Pay',
    fail: 'Fail',
    cancel: 'Cancel',
    loading: 'Loading the order…',
    notFound: 'We could not find this order.',
    alreadyDone: (status: string) => `This order is already closed (${status}).`,
    results: {
      pay: 'Payment successful.',
      fail: 'Payment failed.',
      cancel: 'Payment cancelled.',
    } as Record<string, string>,
    closeNote: 'You can close this tab and return to the app.',
    close: 'Close this tab',
  },
} as const;

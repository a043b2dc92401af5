/** Family sharing's texts (ours): the family screen and the home's card. Loaded with them only. */
export const enFamily = {
  title: 'Family sharing',
  intro:
    "Share a child's tracker with a second caregiver, such as a grandparent: they sign in with their own number and can see and record for the children you choose.",
  loading: 'Loading…',
  invite: {
    heading: 'Invite a caregiver',
    mobileNumber: 'Their mobile number (India, +91)',
    children: 'Children to share',
    noChildren: 'Add your child on the member screen first: only children can be shared.',
    mustChoose: 'Please choose at least one child to share.',
    submit: 'Send invitation',
    busy: 'Sending…',
    registerFirst: 'Sharing is for registered accounts. Register first: it takes a minute.',
  },
  given: { heading: 'Shared by you', empty: 'You have not shared any child yet.' },
  received: { heading: 'Shared with you', empty: 'Nobody has shared a child with you yet.' },
  /** A pending invitation as the invited side reads it. */
  invitedUntil: (until: string) => `Waiting for you to accept, until ${until}`,
  state: {
    pending: (until: string) => `Waiting for them to accept, until ${until}`,
    active: 'Shared',
    expired: 'Not accepted in time',
    ended: 'Ended',
  },
  from: (name: string, phone: string) => (name ? `${name} (${phone})` : phone),
  children: (names: string) => `Children: ${names}`,
  accept: 'Accept',
  decline: 'Decline',
  end: 'Stop sharing',
  withdraw: 'Withdraw',
  openTracker: (name: string) => `Open ${name}'s tracker`,
  card: {
    title: 'Family sharing',
    text: "Share your child's tracker with another caregiver, or see the children shared with you.",
    invited: (n: number) =>
      n === 1 ? 'You have an invitation to follow a child.' : `You have ${n} invitations to follow children.`,
    action: 'Open family sharing',
  },
} as const;

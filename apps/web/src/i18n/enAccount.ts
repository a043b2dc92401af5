/**
 * The texts of registration and of the documents a parent accepts (ours): the register screen,
 * the terms of use and the privacy notice. Loaded with those screens only.
 */
export const enAccount = {
  register: {
    title: 'Register with us',
    intro:
      "Registering keeps your family, consultations and records in one account and lets you track your child's milestones, growth and vaccinations with a care plan.",
    firstName: 'Your first name',
    lastName: 'Your last name',
    email: 'Email',
    optional: '(optional)',
    required: (label: string) => `${label} is required.`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    emailInvalid: 'Please enter a valid email address, such as name@example.com.',
    acceptTerms: 'I accept the terms of use',
    acceptPrivacy: 'I have read the privacy notice',
    readTerms: 'Read the terms of use',
    readPrivacy: 'Read the privacy notice',
    mustAcceptTerms: 'Please accept the terms of use to register.',
    mustAcceptPrivacy: 'Please accept the privacy notice to register.',
    submit: 'Register',
    busy: 'Registering…',
    loading: 'Loading your account…',
    alreadyRegistered: 'Your account is registered.',
    continue: 'Continue',
  },
  /** The way to registration shown to guests (home, member sheet, tracker notices). */
  invite: {
    title: 'Track your child with us',
    text: "Register to record your child's milestones, growth and vaccinations.",
    action: 'Register',
  },
  legal: {
    version: (date: string) => `Version of ${date}`,
    back: 'Back',
  },
} as const;

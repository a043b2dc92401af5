/**
 * `/your-data` (ours): a copy of the parent's data, and its deletion (DPDP Act 2023). What was
 * removed and what is kept after a deletion come from the server's answer (the contract's messages).
 */
export const enPrivacy = {
  /** The link under the home screen. */
  link: 'Your data',
  title: 'Your data',
  intro:
    'You can download a copy of everything we hold about your account, or ask us to delete it. Your children’s details are part of your account.',
  download: {
    heading: 'Download my data',
    text: 'One file with your account, your family’s details, consultations, prescriptions, payments, receipts and tracker records.',
    button: 'Download my data',
    busy: 'Preparing your file…',
    done: 'Your file is downloading.',
  },
  erase: {
    heading: 'Delete my data',
    text: 'Your number, names, dates of birth and tracker records are deleted and you are signed out. What the law makes us keep (consultations, prescriptions and receipts) is kept without your name or number.',
    button: 'Delete my data',
    dialogTitle: 'Delete your data?',
    dialogText: 'This cannot be undone. Download a copy first if you want one.',
    phraseLabel: 'Type DELETE to confirm',
    phraseWrong: 'Please type DELETE to confirm.',
    confirm: 'Delete my data',
    busy: 'Deleting…',
    keep: 'Keep my data',
  },
  result: {
    removed: 'Removed',
    kept: 'Kept, and why',
    signIn: 'Go to the first screen',
  },
};

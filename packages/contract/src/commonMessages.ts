/**
 * The messages any screen may show (spec §8's generic ones and ours: an error page, a failed chunk,
 * the server's errors) and the modals' default texts: the part of the message catalogue the app's
 * frame needs, a module of its own so the frame does not download the whole catalogue.
 */
export const commonMessages = {
  // Generic (spec §8)
  routeError: 'Unexpected Application Error!',
  chunkLoadFailed: (chunk: string) => `Loading chunk ${chunk} failed`,
  serverError: 'Something went wrong on our side. Please try again.', // ours
  databaseUnavailable: 'We cannot reach our records just now. Please try again in a minute.', // ours
  notFound: 'We could not find that.', // ours
  tooManyRequests: (seconds: number) =>
    `Too many requests in a short time. Please wait ${seconds} seconds and try again.`, // ours
  badJson: 'The request body is not valid JSON.', // ours
} as const;

/** Modal variants of spec §2 "Global elements" with their §8 default texts. */
export const modalTexts = {
  noData: {
    title: 'No Data Available',
    text: 'There is currently no data to display. Please try again later or contact support.',
  },
  noPlan: {
    title: 'No Active Plan',
    text: "You don't have any active plans at the moment. Consider purchasing a new plan to get started.",
  },
  custom: { title: 'Information', text: 'Something went wrong. Please try again.' },
  button: 'Got it',
} as const;

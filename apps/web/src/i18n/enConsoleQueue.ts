/**
 * The console's on-duty queue (decision 0038): the duty switch and the parents waiting. Ours, like
 * the rest of the console; loaded with the console's chunks only.
 */
export const enConsoleQueue = {
  duty: {
    heading: 'Instant consultations',
    switchLabel: 'Available for instant consultations',
    on: 'On',
    off: 'Off',
    types: 'Call types',
    languages: 'Languages',
    type: { audio: 'Audio', video: 'Video' } as Record<string, string>,
    language: { english: 'English', hindi: 'Hindi' } as Record<string, string>,
    since: (time: string) => `On duty since ${time}`,
    offNote: 'Switch on to take parents who want a doctor now. Keep this console open while you are on duty.',
    onNote: 'Keep this console open: it tells the server every 30 seconds that you are here.',
    timedOut: 'You were taken off duty because this console was not seen for 3 minutes.',
  },
  queue: {
    heading: 'Parents waiting',
    waiting: (n: number) => (n === 1 ? '1 parent waiting' : `${n} parents waiting`),
    empty: 'Nobody is waiting. New parents show here within 10 seconds.',
    offDuty: "Switch on 'Available for instant consultations' to see and take the parents waiting.",
    position: 'Number',
    waitingFor: (minutes: number) => `waiting ${minutes} min`,
    takeNext: 'Take next',
    taking: 'Calling…',
    calling: (child: string) => `Calling ${child}…`,
    callingParent: 'Calling the parent…',
  },
} as const;

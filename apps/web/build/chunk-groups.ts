import type { Plugin, Rolldown } from 'vite';

/** The modules a screen of the `/` route needs (its static imports), besides the entry's. */
const FIRST_SCREEN = /[\\/]src[\\/]features[\\/]auth[\\/]routes[\\/]PhonePage\.tsx$/;
const ENTRY = /[\\/]src[\\/]app[\\/]main\.tsx$/;
/** The service worker is built as an entry of its own and must stand alone (vite.config.ts). */
const SERVICE_WORKER = /[\\/]src[\\/]serviceWorker[\\/]/;
/** Code shared across features: components, helpers, texts, the app's frame, the contract's helpers, the data layer's libraries. */
const SHARED =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:components|lib|i18n|app)[\\/]|[\\/]packages[\\/]contract[\\/]|[\\/]node_modules[\\/](?:@reduxjs|@standard-schema|immer|reselect|redux)[\\/]/;
/** Kept in their own chunks, loaded by the few screens that use them: the calendar (react-day-picker) and the phone field. */
const OWN_CHUNK = /[\\/]components[\\/](?:DateField|DateCalendar|phone[\\/])/;
/** The phone screen's own code: stays in its chunks, not in the sign-in group. */
const SIGN_IN_OWN = /[\\/](?:features[\\/]auth|components[\\/]phone)[\\/]/;
/**
 * Libraries only some screens need, kept out of the shared groups: form validation (zod,
 * react-hook-form) and the phone numbers' metadata (libphonenumber-js, 120 kB, which the screens
 * after sign-in loaded through the contract's phone helpers). The screens that use them load them.
 */
const HEAVY_LIBRARY = /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform|libphonenumber-js)[\\/]/;
const FEATURE = /[\\/]src[\\/]features[\\/]([a-z]+)[\\/](?!routes[\\/])/;
/** A parent's screen: every feature's screens but the doctor's console and the clinic's back office. */
const PARENT_SCREEN = /[\\/]src[\\/]features[\\/](?!console[\\/]|admin[\\/])[a-z]+[\\/]routes[\\/]/;

/**
 * Fewer, larger chunks for the screens (decision 0042). Left to itself, Rolldown makes a chunk of
 * each set of modules shared by the same screens: `/doctor-selection` loaded 23 scripts and 4 style
 * sheets after the entry, each a round trip on a phone's few HTTP/1.1 connections. Here, in order:
 *
 * - `shell`: all the entry loads statically, one chunk (it was five, split by the screens sharing them).
 * - `sign-in`: the modules the `/` screen shares with later screens (the route table, dates), one
 *   chunk. The first screen's modules never go into the groups below, so `/` loads no more
 *   JavaScript than before (decision 0004).
 * - one chunk a feature for the code two or more of its screens share (`booking`, `home`…),
 *   without modules that reach a heavy library (so a list screen does not load zod).
 * - `screens`: the shared components, helpers, texts and RTK Query of the parents' screens after
 *   sign-in; `staff`: those only the doctor's console and the back office use (their texts, their
 *   frame), which a parent's screen never loads.
 *
 * Captured modules' dependencies are not pulled in (`includeDependenciesRecursively: false`): each
 * group takes only what it names, and the rest keeps Rolldown's own chunks.
 */
export function chunkGroups(): { plugin: Plugin; codeSplitting: Rolldown.CodeSplittingOptions } {
  const firstScreen = new Set<string>();
  const heavyUsers = new Set<string>();
  const parentReach = new Set<string>();

  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const walk = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        into.add(id);
        for (const next of imports(id)) walk(next, into);
      };
      const ids = [...this.getModuleIds()];
      for (const id of ids) if (ENTRY.test(id) || FIRST_SCREEN.test(id)) walk(id, firstScreen);
      for (const id of ids) if (PARENT_SCREEN.test(id)) walk(id, parentReach);
      // A module that reaches a heavy library through its static imports.
      const reaches = new Map<string, boolean>();
      const reachesHeavy = (id: string, path: Set<string>): boolean => {
        const known = reaches.get(id);
        if (known !== undefined) return known;
        if (HEAVY_LIBRARY.test(id)) return true;
        if (path.has(id)) return false;
        path.add(id);
        const found = imports(id).some((next) => reachesHeavy(next, path));
        path.delete(id);
        reaches.set(id, found);
        return found;
      };
      for (const id of ids) if (reachesHeavy(id, new Set())) heavyUsers.add(id);
    },
  };

  const codeSplitting: Rolldown.CodeSplittingOptions = {
    includeDependenciesRecursively: false,
    groups: [
      { name: 'shell', tags: ['$initial'], test: (id) => !ENTRY.test(id) && !SERVICE_WORKER.test(id), priority: 4 },
      {
        name: 'sign-in',
        test: (id) => firstScreen.has(id) && !ENTRY.test(id) && !FIRST_SCREEN.test(id) && !SIGN_IN_OWN.test(id),
        priority: 3,
      },
      {
        name: (id) => FEATURE.exec(id)?.[1] ?? null,
        debugName: 'feature',
        test: (id) => !firstScreen.has(id) && !heavyUsers.has(id),
        minShareCount: 2,
        priority: 2,
      },
      {
        name: (id) => (parentReach.has(id) ? 'screens' : 'staff'),
        debugName: 'screens-or-staff',
        test: (id) => SHARED.test(id) && !OWN_CHUNK.test(id) && !firstScreen.has(id) && !heavyUsers.has(id),
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
  return { plugin, codeSplitting };
}

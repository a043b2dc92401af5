import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@app/contract/paths';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consultationIdOf, rescheduleOf, screens, waitingRoomIdOf, waitingRoomOf } from './paths';
import { routes } from './router';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Addresses that are not screens: the API (from the contract), public images, the phone field's flags. */
// The API, static folders, and files at the root (/sw.js, /index.html): none is a screen.
const NOT_SCREENS = /^\/(api|images|flags|assets)\/|^\/[\w-]+\.(js|html|svg)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === SRC ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name);
    // Test data builders are test-only; the table itself is the one place the addresses are written.
    return isSource && entry.name !== 'testData.ts' && path !== join(SRC, 'app/paths.ts') ? [path] : [];
  });
}

/** The code without its comments (which may name a screen's address to explain it). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** String literals that start with '/' and are not a path separator ('/'.split, .join('/')). */
function routeLiterals(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(\.(?:split|join)\(\s*)?(['"`])(\/[^'"`\s]*)\2/g)) {
    const [, separatorCall, , literal = ''] = match;
    if (separatorCall && literal === '/') continue;
    if (!NOT_SCREENS.test(literal)) found.push(literal);
  }
  return found;
}

function routedPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path?.startsWith('/')
      ? route.path
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    return [...(route.path ? [path] : []), ...routedPaths(route.children ?? [], path)];
  });
}

describe('the waiting room of one consultation', () => {
  it("is the spec's route with the consultation named beside it, and read back from it", () => {
    expect(waitingRoomOf(42)).toBe('/doctor-oncall?consultation=42');
    expect(waitingRoomIdOf(new URL(`http://x${waitingRoomOf(42)}`).search)).toBe(42);
  });
  it("names none on the spec's bare route, and no consultation for anything but an id", () => {
    expect(waitingRoomIdOf('')).toBeNull();
    for (const bad of ['abc', '0', '-4', '4.5', '', '99999999999']) {
      expect(waitingRoomIdOf(`?consultation=${bad}`)).toBeUndefined();
    }
  });
});

describe('the reschedule screen of one consultation', () => {
  it('names the consultation beside our /home/reschedule route, and reads it back', () => {
    expect(rescheduleOf(42)).toBe('/home/reschedule?consultation=42');
    expect(consultationIdOf(new URL(`http://x${rescheduleOf(42)}`).search)).toBe(42);
    expect(consultationIdOf('?consultation=x')).toBeUndefined();
  });
});

describe('the screen-path table', () => {
  it("keeps the spec's spelling of the public addresses", () => {
    expect(screens.payment).toBe('/payement-page');
    expect(screens.doctorAppointment).toBe('/doctor-apointment');
    expect(screens.videoCall).toBe('/videocall');
    // Shared with the server, which links the reminder SMS to it.
    expect(screens.oncall).toBe('/doctor-oncall');
    expect(screens.milestone).toBe('/milestone-and-growth/milestone');
  });

  it("names the sandbox checkout as the server's checkout link does", () => {
    expect(screens.sandboxCheckout).toBe(paths.sandboxCheckoutPage);
  });

  it('is where every address of the app is written: no route literal elsewhere in the source', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      routeLiterals(withoutComments(readFileSync(file, 'utf8'))).map(
        (literal) => `${relative(SRC, file)}: '${literal}'`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a literal that creeps back, and leaves comments, separators and assets alone', () => {
    const code = [
      "navigate('/details');",
      "// see '/doctor-cons'",
      "parts.join('/');",
      "src = '/images/a.svg';",
      "register('/sw.js');",
    ].join('\n');
    expect(routeLiterals(withoutComments(code))).toEqual(['/details']);
  });

  it('routes every screen of the table, and nothing else', () => {
    const routed = new Set(routedPaths(routes).filter((path) => path !== '/*'));
    expect([...routed].sort()).toEqual([...new Set(Object.values(screens))].sort());
  });
});

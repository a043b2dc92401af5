/**
 * Finds catalogue texts no code reads: every leaf of a catalogue object (a text or a function
 * making one) must be named somewhere in the sources of apps/ and packages/ other than the
 * catalogues themselves and the tests. A key counts as named when it is read as a property
 * (`.key`), quoted (`'key'`, the way a table of keys names it) or destructured (`{ key }`).
 * That can only miss an unused key whose name is also used for something else, never call a used
 * one unused; keys read by a computed name (`t[type]`) are listed by the caller, with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root, from this file (scripts/). */
export const repositoryRoot = path.resolve(import.meta.dirname, '..');

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|\/test\/|\/e2e\//;

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !TEST.test(full)) found.push(full);
  }
  return found;
}

/** The text of every source file of apps/ and packages/, except tests and the given catalogue files. */
export function sourcesOutside(catalogueFiles: readonly string[]): string {
  const skip = new Set(catalogueFiles.map((f) => path.resolve(f)));
  return ['apps', 'packages']
    .flatMap((dir) => sourceFiles(path.join(repositoryRoot, dir)))
    .filter((f) => !skip.has(path.resolve(f)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

/** Every leaf of a catalogue as its path ('diet.heading.today'). */
export function leafPaths(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const at = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? leafPaths(value, at) : [at];
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a key's name is read in the sources: as `.key`, `'key'`, or `{ key }` / `key,` in a destructuring. */
export function isNamed(key: string, sources: string): boolean {
  const k = literal(key);
  return new RegExp(`\\??\\.${k}\\b|['"\`]${k}['"\`]|[{,]\\s*${k}\\s*[,}:=]`).test(sources);
}

/**
 * The leaves of a catalogue that no source names. A leaf is named when its own key is; under a
 * path listed in `dynamic` (read as `catalogue.parent[name]`), every leaf counts as read.
 */
export function unusedKeys(catalogue: object, sources: string, dynamic: readonly string[] = []): string[] {
  return leafPaths(catalogue).filter((leaf) => {
    if (dynamic.some((d) => leaf === d || leaf.startsWith(`${d}.`))) return false;
    const key = leaf.slice(leaf.lastIndexOf('.') + 1);
    return !isNamed(key, sources);
  });
}

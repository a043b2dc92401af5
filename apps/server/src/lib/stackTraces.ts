import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces of the built server pointed back at the .ts files, when they are logged.
 *
 * Why not `node --enable-source-maps`: Node then reads and parses every loaded file's source map
 * as it loads it, and the bundle's (0.7 MB for 1.1 MB of code) took ~160 ms of every start on the
 * critical path, plus a mapped stack for each Error made while loading (fastify-plugin makes
 * one per plugin to read its name). Here a map is read the first time a frame of its file is
 * logged, once per process (decision 0061). Under tsx and vitest the frames already name .ts
 * files with no map beside them, so they pass unchanged.
 */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null; // no map beside it (a package as published, a .ts file): its frames stay
    }
    maps.set(file, map);
  }
  return map;
}

/** `file:///…/server.js:12:34` or `/…/server.js:12:34` in a frame, 1-based line and column. */
const GENERATED = /((?:file:\/\/)?\/[^\s()]+?\.m?js):(\d+):(\d+)/g;

function originalOf(location: string, where: string, line: string, column: string): string {
  const file = where.startsWith('file://') ? fileURLToPath(where) : where;
  const map = mapOf(file);
  if (!map) return location;
  const entry = map.findEntry(Number(line) - 1, Number(column) - 1);
  if (!('originalSource' in entry) || !entry.originalSource) return location;
  const source = path.resolve(path.dirname(file), entry.originalSource);
  return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
}

/** A stack with each frame in a built file that has a source map named by its source instead. */
export function mappedStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => (/^\s+at /.test(line) ? line.replace(GENERATED, originalOf) : line))
    .join('\n');
}

/** An error as `console.error` would print it, with its stack (and its causes') mapped. */
export function describeError(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const own = mappedStack(e.stack ?? `${e.name}: ${e.message}`);
  return e.cause === undefined ? own : `${own}\n[cause]: ${describeError(e.cause)}`;
}

/**
 * An uncaught exception or unhandled rejection printed as Node would print it, but with its stack
 * mapped to the sources (Node's own print names the bundle's positions), then the process ends
 * with code 1 as Node's default does. Installed once by the process entry.
 */
export function exitOnUncaughtMapped(proc: NodeJS.Process = process) {
  const fatal = (what: string) => (e: unknown) => {
    proc.stderr.write(`\n${what}: ${describeError(e)}\n`);
    proc.exit(1);
  };
  proc.on('uncaughtException', fatal('Uncaught exception'));
  proc.on('unhandledRejection', fatal('Unhandled rejection'));
}

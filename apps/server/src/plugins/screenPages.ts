import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Written by the web build (apps/web/build/screen-preloads.ts): a screen's path → the files it loads. */
const PRELOADS_FILE = 'screen-preloads.json';

type ScreenFiles = { scripts: string[]; styles: string[] };

/** A hashed asset's address as the build writes it; anything else in the file is not used. */
const ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/** A route's path against a request's: `:name` segments match any one segment. Static segments count for more. */
function matchScore(pattern: string, pathname: string): number {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return -1;
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    if (segment.startsWith(':')) {
      if ((got[i] ?? '') === '') return -1;
    } else if (segment === got[i]) score += 1;
    else return -1;
  }
  return score;
}

/**
 * index.html for a screen's address, with the links that make the browser fetch that screen's
 * chunks and style sheets while it fetches the shell (modulepreload for scripts, as Vite writes
 * its own; preload for styles, which the app applies itself when the screen's chunk loads, so
 * none blocks the first paint). A path no screen declares gets index.html as it was built. Each
 * page is made once and kept: the build is fixed for the life of the process.
 */
export function screenPages(webDist: string): (pathname: string) => string {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const file = path.join(webDist, PRELOADS_FILE);
  const preloads: Record<string, ScreenFiles> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const patterns = Object.keys(preloads);
  const made = new Map<string, string>();

  const pageOf = (pattern: string) => {
    const kept = made.get(pattern);
    if (kept) return kept;
    const files = preloads[pattern] ?? { scripts: [], styles: [] };
    const links = [
      ...files.scripts.filter((f) => ASSET.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
      ...files.styles
        .filter((f) => ASSET.test(f))
        .map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
    ];
    const page = links.length > 0 ? index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : index;
    made.set(pattern, page);
    return page;
  };

  return (pathname) => {
    let best: string | undefined;
    let bestScore = -1;
    for (const pattern of patterns) {
      const score = matchScore(pattern, pathname);
      if (score > bestScore) [best, bestScore] = [pattern, score];
    }
    return best ? pageOf(best) : index;
  };
}

/** A screen's page as the answer: never cached, so a new release is picked up at once. */
export function sendScreenPage(reply: FastifyReply, page: (pathname: string) => string, pathname: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page(pathname));
}

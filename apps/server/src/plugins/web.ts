import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { screenPages, sendScreenPage } from './screenPages';

/**
 * Serves the built web app with its precompressed .br/.gz files. Hashed assets are cached for a
 * year; index.html never, so a new release is picked up at once. Unknown non-API paths, `/`
 * included, are screens (client-side routes such as /phone-otp): the error handler's not-found
 * answer gives them the page this returns, index.html with that screen's preloads (screenPages.ts).
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<((pathname: string) => string) | undefined> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`No built web app in ${webDist}; serving the API only (run npm start to build it).`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    // A folder (`/assets/`) with no index.html falls to the not-found answer, as any path does.
    index: ['index.html'],
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = screenPages(webDist);
  // `/` is a screen like the others (its page carries the phone screen's preloads): this route
  // comes before the static files' catch-all, which would send index.html as built.
  app.get('/', (_request, reply) => sendScreenPage(reply, page, '/'));
  return page;
}

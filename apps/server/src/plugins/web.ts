import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app with its precompressed .br/.gz files. Hashed assets are cached for a
 * year; index.html never, so a new release is picked up at once. Unknown non-API paths get
 * index.html (client-side routes such as /phone-otp).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`No built web app in ${webDist}; serving the API only (run npm start to build it).`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    index: ['index.html'],
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

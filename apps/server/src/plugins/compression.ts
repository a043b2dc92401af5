import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: the saving would not pay for the CPU and the extra headers. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size are compressed in one call and sent with their length in one write; a
 * larger one (an export) streams. A streamed answer costs a zlib stream and a second socket write
 * for the chunked ending: on a 20–40 kB listing that was a quarter of the request's time.
 */
export const COMPRESS_IN_ONE_GO_BYTES = 256 * 1024;
/**
 * Brotli quality 1: listings of 17, 19 and 39 kB compress to 1.7, 1.6 and 2.7 kB in 26, 42 and
 * 40 µs; quality 3 makes 1.4, 1.3 and 1.9 kB in 51, 60 and 81 µs, and quality 4 (the plugin's
 * default) saves a few dozen bytes more for 77–113 µs. The listing is the most asked call: half a
 * kilobyte is less than a phone's round trip, the time is the server's on every call.
 */
export const BROTLI_QUALITY = 1;

/**
 * Compresses the API's answers over 1 kB (the slot listing, the home page's lists) with brotli or
 * gzip, as the client's Accept-Encoding allows; Vary: Accept-Encoding goes with every compressed
 * answer. Only /api/ routes: the web app's files are compressed once at build time and served as
 * .br/.gz (web.ts), so compressing them again per request would only cost CPU. PDFs and images are
 * left alone by content type (they are compressed already). Request bodies are not inflated: no
 * client of ours sends them compressed, and a small compressed body that inflates to a large one
 * is an attack we have no reason to accept. Registered before any route: it hooks each route as
 * it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Every browser and web view we serve sends one of these; zstd (the plugin's first choice) not yet.
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    syncThreshold: COMPRESS_IN_ONE_GO_BYTES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
  });
}

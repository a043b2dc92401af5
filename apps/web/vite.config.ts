import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { callingCodes } from './build/calling-codes';
import { chunkGroups } from './build/chunk-groups';
import { routeTable } from './build/route-table';
import { screenPreloads } from './build/screen-preloads';

const require = createRequire(import.meta.url);
const flagsDir = join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
const FLAG_FILE = /^[A-Z]{2}\.svg$/;

/**
 * The phone input's country flags, served from our own origin at /flags/{XX}.svg (never from a
 * CDN, never bundled into JavaScript): copied from country-flag-icons at build, served from
 * node_modules by the dev server.
 */
function countryFlags(): Plugin {
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!FLAG_FILE.test(file)) return next();
        readFile(join(flagsDir, file)).then((body) => {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.setHeader('Cache-Control', 'public, max-age=86400');
          res.end(body);
        }, next);
      });
    },
    async generateBundle() {
      for (const file of await readdir(flagsDir)) {
        if (!FLAG_FILE.test(file)) continue;
        this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: await readFile(join(flagsDir, file)) });
      }
    },
  };
}

/** The files index.html loads from this origin ('/assets/index-….js', its CSS, preloads, the icon). */
export function shellFiles(html: string): string[] {
  const found = Array.from(html.matchAll(/\b(?:src|href)="(\/[^"/][^"]*)"/g), (m) => m[1] ?? '');
  return ['/index.html', ...new Set(found.filter((path) => path !== '/index.html'))];
}

/**
 * The offline service worker (src/serviceWorker/sw.ts) built to /sw.js, a fixed name at the root so
 * its scope is the whole app, with the shell's files and a version from them written in.
 */
function serviceWorker(): Plugin {
  const entry = fileURLToPath(new URL('./src/serviceWorker/sw.ts', import.meta.url));
  return {
    name: 'service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, fileName: 'sw.js' });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const sw = bundle['sw.js'];
        if (html?.type !== 'asset' || sw?.type !== 'chunk')
          return this.error('service-worker: index.html or sw.js missing');
        if (sw.imports.length > 0) return this.error(`service-worker: sw.js must stand alone, imports ${sw.imports}`);
        const shell = shellFiles(String(html.source));
        const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
        const code = sw.code
          .replace(/(["'`])__APP_SHELL__\1/, shell.map((path) => JSON.stringify(path)).join(','))
          // The minifier may join the version into a longer string: the token alone, a hex name in its place.
          .replaceAll('__APP_VERSION__', version);
        if (code.includes('__APP_SHELL__') || code.includes('__APP_VERSION__') || code === sw.code)
          return this.error('service-worker: could not write the shell into sw.js');
        sw.code = code;
      },
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `.gz` and `.br` beside every text asset, for @fastify/static `preCompressed: true`
 * (the server then never compresses on the fly).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const files = (await filesUnder(options.dir)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            const body = await readFile(file);
            const [gz, br] = await Promise.all([
              gzipAsync(body, { level: 9 }),
              brotliAsync(body, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            ]);
            await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
          }),
        );
      },
    },
  };
}

const chunks = chunkGroups();

export default defineConfig({
  plugins: [
    chunks.plugin,
    callingCodes(),
    routeTable(),
    react(),
    countryFlags(),
    serviceWorker(),
    screenPreloads(shellFiles),
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
});

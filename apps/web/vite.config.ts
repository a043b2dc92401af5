import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { callingCodes } from './build/calling-codes';
import { routeTable } from './build/route-table';

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

export default defineConfig({
  plugins: [callingCodes(), routeTable(), react(), countryFlags(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

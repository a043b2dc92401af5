// Builds the server for production: one ES module, dist/server.js, run with plain node (no
// TypeScript loader at run time, design §4.15). esbuild bundles our own code and the workspace
// package @app/contract (whose exports point at .ts source) and leaves every npm package external,
// loaded from node_modules as published. Type checking stays with `tsc` (npm run typecheck).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
export const serverBundle = path.join(serverRoot, 'dist/server.js');

/**
 * Bundled with our code: the workspace packages (TypeScript source), and pure ES module libraries
 * that Node would otherwise load file by file from their barrel index: `date-fns` alone is ~250
 * modules and took ~0.9 s of every start, drizzle-orm ~0.4 s; bundled, only what we use remains.
 */
const INLINE = /^(@app\/|date-fns(\/|$)|@date-fns\/|drizzle-orm(\/|$))/;

/**
 * Every other bare import stays an import, loaded from node_modules as published: native modules
 * (sharp and its platform's libvips binary) can only be loaded so.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (INLINE.test(args.path) ? undefined : { external: true }));
  },
};

/** Bundles an entry (the server, or a benchmark's server script) as the production build does. */
export async function buildServer(entry = 'src/server.ts', outfile = serverBundle) {
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Logged stack traces point at the .ts files through it (src/lib/stackTraces.ts, read at the
    // first logged error, not at start); names stay readable in logs.
    sourcesContent: false,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    write: false,
  });
  // Written beside, then renamed: a server starting meanwhile never reads half a file.
  mkdirSync(path.dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    writeFileSync(`${file.path}.tmp`, file.contents);
    renameSync(`${file.path}.tmp`, file.path);
  }
  // esbuild's helper process would otherwise stay up beside the server `npm start` runs next.
  await stop();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

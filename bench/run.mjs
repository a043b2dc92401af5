// Bundle-size benchmark: JavaScript a phone downloads to show the first screen, against a
// bare React + React Router app built by the same Vite in the same run.
//
// For each build: serve its dist folder on 127.0.0.1, open `/` in headless Chromium at 412×915,
// wait for network idle, gzip (level 9) every JavaScript response body and sum the sizes.
// Prints both figures, the ratio app/baseline and PASS (≤ 1.5) or OVER. Exits 0 either way;
// exits 1 only when something could not be measured at all.
import { spawnSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const TARGET_RATIO = 1.5;
const root = fileURLToPath(new URL('..', import.meta.url));
const builds = [
  { name: 'app', dist: join(root, 'apps/web/dist'), cwd: join(root, 'apps/web'), args: ['vite', 'build'] },
  {
    name: 'baseline',
    dist: join(root, 'bench/.out/baseline'),
    cwd: root,
    args: ['vite', 'build', '--config', 'bench/baseline/vite.config.mjs'],
  },
];

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function build({ name, cwd, args }) {
  const started = Date.now();
  const result = spawnSync('npx', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${name}: vite build failed`);
  }
  console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A tiny static server: files from `dist`, SPA fallback to index.html, API paths answer 404 JSON. */
function serve(dist) {
  const base = resolve(dist);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 0, message: 'Not found' }));
      return;
    }
    let file = normalize(join(base, decodeURIComponent(url.pathname)));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      if (extname(url.pathname)) {
        res.writeHead(404).end();
        return;
      }
      file = join(base, 'index.html');
    }
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function measure(browser, dist) {
  const server = await serve(dist);
  const { port } = server.address();
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const url = new URL(response.url());
    if (!type.includes('javascript') && !url.pathname.endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => ({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter((f) => f !== null);
  await context.close();
  await new Promise((done) => server.close(done));
  return files;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  for (const b of builds) build(b);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const totals = {};
  try {
    for (const b of builds) {
      const files = await measure(browser, b.dist);
      if (files.length === 0) throw new Error(`${b.name}: no JavaScript was loaded`);
      totals[b.name] = files.reduce((sum, f) => sum + f.gzip, 0);
      console.log(`\n${b.name}: ${files.length} JavaScript responses`);
      for (const f of files.sort((x, y) => y.gzip - x.gzip)) {
        console.log(`  ${kB(f.gzip).padStart(9)} gzip  ${kB(f.raw).padStart(9)} raw  ${f.path}`);
      }
    }
  } finally {
    await browser.close();
  }
  const ratio = totals.app / totals.baseline;
  console.log(`\nfirst-screen JavaScript, gzip -9, at / (412×915, network idle)`);
  console.log(`  app       ${kB(totals.app)}`);
  console.log(`  baseline  ${kB(totals.baseline)}  (React + React Router, one route)`);
  console.log(
    `  ratio     ${ratio.toFixed(2)}  (target ≤ ${TARGET_RATIO})  ${ratio <= TARGET_RATIO ? 'PASS' : 'OVER'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/** The file the server reads (apps/server/src/plugins/web.ts): a screen's path → what it loads. */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/** The route tables: each feature's `routes.tsx` and the app's router. */
const ROUTE_FILE = /[\\/]src[\\/](?:features[\\/][a-z]+[\\/]routes|app[\\/]router)\.tsx$/;

/** A screen's files beyond the shell: its chunk and the chunks it imports, and their style sheets. */
export type ScreenFiles = { scripts: string[]; styles: string[] };

/** A route file's screen: its path's name in `screens` and the module it loads. */
export type DeclaredScreen = { screen: string; module: string };

/**
 * Reads the screens a route file declares, as its code spells them: `screenRoute(screens.X, …,
 * () => import('./routes/Y'))`, `{ path: screens.X, … lazy: screen(…, () => import('./routes/Y')) }`
 * and `{ index: true, lazy: … import('./routes/Y') }`. An index route belongs to the route with
 * `children` above it (the file's layout), else to the root (`screens.phone`, `/`). The test over the real route
 * files checks every screen module is found, so a new way of declaring one fails there.
 */
export function declaredScreens(source: string): DeclaredScreen[] {
  const found: DeclaredScreen[] = [];
  const layoutAt = [...source.matchAll(/path:\s*screens\.(\w+)(?:(?!screens\.)[^[\]])*?children:\s*\[/g)].map((m) => ({
    at: m.index,
    screen: m[1] ?? '',
  }));
  // From a screen's name (or an index route) to the next import(), crossing no other route's name
  // and no list of children (the root's `path: screens.phone … children: [` loads nothing itself).
  const declaration =
    /(?:screens\.(\w+)|index:\s*true)(?:(?!screens\.|index:|children:|import\()[\s\S])*?import\('([^']+)'\)/g;
  for (const m of source.matchAll(declaration)) {
    const layout = layoutAt.filter((l) => l.at < m.index).at(-1)?.screen;
    found.push({ screen: m[1] ?? layout ?? 'phone', module: m[2] ?? '' });
  }
  return found;
}

/** Chunk file names → what each imports and the style sheets it brings (Vite's metadata). */
type BuiltChunk = { imports: string[]; css: string[] };

/** A screen chunk's files: itself, the chunks it imports (transitively), minus what index.html loads. */
export function filesOf(chunk: string, chunks: Map<string, BuiltChunk>, inShell: Set<string>): ScreenFiles {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const info = chunks.get(file);
    for (const next of info?.imports ?? []) visit(next);
    if (!inShell.has(`/${file}`)) scripts.push(`/${file}`);
    for (const css of info?.css ?? [])
      if (!inShell.has(`/${css}`) && !styles.includes(`/${css}`)) styles.push(`/${css}`);
  };
  visit(chunk);
  return { scripts, styles };
}

/**
 * Writes `screen-preloads.json`: for each screen's path, the chunks and style sheets its route
 * loads after the shell. The server puts them into that path's index.html as modulepreload and
 * preload links, so a parent opening `/doctor-selection` from a link or a native app fetches the
 * screen's code beside the shell instead of after it has run (two round trips fewer on a phone).
 * Layout routes' own chunks count for their path (`/console` loads the console's layout and page).
 */
export function screenPreloads(shellFiles: (html: string) => string[]): Plugin {
  return {
    name: 'screen-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return this.error('screen-preloads: index.html missing');
        const inShell = new Set(shellFiles(String(html.source)));
        const { module: paths } = await runnerImport<{ screens: Record<string, string> }>(
          resolve(import.meta.dirname, '../src/app/paths.ts'),
          { configFile: false },
        );
        const chunks = new Map<string, BuiltChunk>();
        const byModule = new Map<string, string>();
        for (const [file, out] of Object.entries(bundle)) {
          if (out.type !== 'chunk') continue;
          chunks.set(file, { imports: out.imports, css: [...(out.viteMetadata?.importedCss ?? [])] });
          if (out.isDynamicEntry && out.facadeModuleId) byModule.set(out.facadeModuleId, file);
        }
        const preloads: Record<string, ScreenFiles> = {};
        for (const id of this.getModuleIds()) {
          if (!ROUTE_FILE.test(id)) continue;
          for (const declared of declaredScreens(readFileSync(id, 'utf8'))) {
            const path = paths.screens[declared.screen];
            const module = resolve(dirname(id), `${declared.module}.tsx`);
            const chunk = byModule.get(module);
            if (!path || !chunk) return this.error(`screen-preloads: ${declared.module} in ${id} has no path or chunk`);
            const files = filesOf(chunk, chunks, inShell);
            const had = preloads[path];
            preloads[path] = had
              ? {
                  scripts: [...new Set([...had.scripts, ...files.scripts])],
                  styles: [...new Set([...had.styles, ...files.styles])],
                }
              : files;
          }
        }
        this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(preloads) });
      },
    },
  };
}

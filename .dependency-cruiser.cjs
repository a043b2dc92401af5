// Module boundaries, checked by `npm run lint` (decision 0018). Every rule names the layer it
// fences and why; a rule that fires means an import reaches past another module's public face.
//
// Tests (`*.test.ts`, `*.test.tsx`, `*.int.test.ts`, `apps/server/src/test/**`) are exempt from
// the boundary rules on purpose: a test may reach into a module's internals (a repo, a pure helper)
// to set up or check state that the public service does not expose.
const TEST = '(\\.test\\.tsx?$)|(^apps/server/src/test/)';
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';

/**
 * Each folder below `parent` (a server module, a web feature) is reached from its siblings only
 * through its index.ts; a folder's own files import each other freely.
 */
const throughIndex = (name, parent, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `${parent}([^/]+)/`, pathNot: TEST },
  to: { path: `${parent}([^/]+)/`, pathNot: [`${parent}$1/`, `${parent}[^/]+/index\\.ts$`] },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    throughIndex(
      'server-module-through-index',
      `${SERVER}modules/`,
      "A server module talks to another only through that module's public service, its index.ts. " +
        'Import "../<module>" (the index), not a file inside it.',
    ),
    {
      name: 'server-repo-private',
      comment: 'A repo is private to its module: only files of the same module import it.',
      severity: 'error',
      from: { pathNot: [TEST, `${SERVER}modules/([^/]+)/`] },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.repo\\.ts$` },
    },
    {
      name: 'server-repo-private-across-modules',
      comment: 'A repo is private to its module: only files of the same module import it.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.repo\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'server-lib-is-the-bottom',
      comment: 'lib/ is shared by everyone, so it imports no module, plugin, app.ts or server.ts.',
      severity: 'error',
      from: { path: `${SERVER}lib/`, pathNot: TEST },
      to: { path: `${SERVER}(modules/|plugins/|app\\.ts$|server\\.ts$)` },
    },
    {
      name: 'server-modules-below-app',
      comment: 'Modules are wired by app.ts; they never import it (or the process entry, server.ts).',
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: TEST },
      to: { path: `${SERVER}(app|server)\\.ts$` },
    },
    {
      name: 'server-providers-below-modules',
      comment: 'Providers are adapters to the outside world (SMS, payments, storage); they know no module.',
      severity: 'error',
      from: { path: `${SERVER}providers/`, pathNot: TEST },
      to: { path: `${SERVER}(modules/|app\\.ts$|server\\.ts$)` },
    },
    {
      name: 'server-outside-modules-through-index',
      comment:
        'Code outside modules (jobs, db, plugins, app.ts) uses a module through its index.ts. ' +
        'db/schema stays importable by repos, db/ and jobs; it is a table definition, not a module. ' +
        "A module's own tables (<module>.schema.ts) have the two rules below.",
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST, `${SERVER}modules/`] },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/[^/]+/index\\.ts$`, `${SERVER}modules/[^/]+/[^/]+\\.schema\\.ts$`],
      },
    },
    {
      name: 'server-module-table-private',
      comment:
        'A table a module owns (modules/<module>/<module>.schema.ts, e.g. the consultations) is read and ' +
        'written by that module only: another module calls its service, so the lifecycle has one owner.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.schema\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'server-module-table-outside',
      comment:
        'Outside modules, only db/schema (a foreign key to the table), db/builders (test data) and ' +
        "db/demo (demo data) may name a module's own table; jobs and plugins go through its service.",
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST, `${SERVER}modules/`, `${SERVER}db/(schema|builders|demo)/`] },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.schema\\.ts$` },
    },
    throughIndex(
      'web-feature-through-index',
      `${WEB}features/`,
      'A web feature imports another only through its index.ts; shared pieces live in components/ or lib/.',
    ),
    {
      name: 'web-shared-knows-no-feature',
      comment:
        'components/ and lib/ are shared by every feature and by app/ (store, router, layout), so they ' +
        'import neither: a component bound to the store lives in app/.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/`, pathNot: TEST },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-app-through-index',
      comment:
        "app/ (router, store, layout) imports a feature's index.ts, or its routes.tsx: the route table " +
        "that lazy-imports the feature's own screens, so each screen stays its own chunk (an index " +
        'that re-exported the screens would pull them all into the first chunk).',
      severity: 'error',
      from: { path: `${WEB}app/`, pathNot: TEST },
      to: {
        path: `${WEB}features/`,
        pathNot: `${WEB}features/[^/]+/(index\\.ts|routes\\.tsx)$`,
      },
    },
    {
      name: 'no-runtime-cycle',
      comment:
        'Two files that need each other at run time load in an order that depends on who imports first ' +
        '(a half-initialised module). Type-only imports are erased by the compiler, so they may meet.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/', '^apps/web/build/'] },
    tsPreCompilationDeps: true,
    // One tsconfig for resolution: the workspaces declare no `paths`, and `@app/contract` resolves
    // through its workspace symlink and the package's `exports`.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    combinedDependencies: false,
    preserveSymlinks: false,
    reporterOptions: { text: { highlightFocused: true } },
  },
};

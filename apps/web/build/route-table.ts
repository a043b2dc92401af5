import type { Routes } from '@app/contract/routes';
import { type Plugin, runnerImport } from 'vite';

const ROUTE_TABLE_ID = 'virtual:route-table';

/**
 * The contract's route table without its schemas: each route's method, path and who signs it,
 * made at build time from `routes.ts` itself so the web's client never drifts from the server's
 * table — without shipping zod and every schema (≈100 kB gzipped) to the screens that call it.
 */
export function routeTable(): Plugin {
  return {
    name: 'route-table',
    resolveId: (id) => (id === ROUTE_TABLE_ID ? `\0${ROUTE_TABLE_ID}` : undefined),
    async load(id) {
      if (id !== `\0${ROUTE_TABLE_ID}`) return undefined;
      // Loaded through Vite, not imported by the config: the contract is TypeScript with extensionless imports.
      const { module } = await runnerImport<{ routes: Routes }>('@app/contract/routes', { configFile: false });
      const { routes } = module;
      const table = Object.fromEntries(
        Object.entries(routes).map(([name, { method, path, auth }]) => [name, { method, path, auth }]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}

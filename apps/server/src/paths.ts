import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This file sits directly in src/, and the build
 * bundles everything into dist/server.js, one level down as well: so "one folder up" is right
 * both under tsx/vitest (src/paths.ts) and in production (dist/server.js). Every other module
 * takes its folders from here instead of its own import.meta.url, which the bundle changes.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');
/** Committed SQL migrations (drizzle-kit's output). */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** Versioned reference data: WHO tables, immunization schedules, milestones, diet. */
export const referenceDataDir = path.join(serverRoot, 'data');

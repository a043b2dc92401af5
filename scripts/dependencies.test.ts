import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './bootstrap.mjs';

/**
 * Every package imports only what its own package.json declares: a workspace that works only
 * because npm hoisted a neighbour's dependency breaks when that neighbour drops it, and the
 * server's production install (dependencies only) would miss a devDependency it runs.
 */

interface Import {
  specifier: string;
  /** Erased at build: `import type`, or every named import marked `type`, or `typeof import('x')`. */
  typeOnly: boolean;
}

/** The imports of one TypeScript or JavaScript file, read with the TypeScript parser. */
function importsOf(fileName: string, text: string): Import[] {
  const kind = fileName.endsWith('x')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('js')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: Import[] = [];
  const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((e) => e.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && allTypes(named.elements)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause : undefined;
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly || (!!named && allTypes(named.elements)),
      });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The npm package a bare specifier names, or undefined for files, built-ins and Vite's virtual modules. */
function packageOf(specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? '';
  if (/^[./]/.test(bare) || bare.startsWith('node:') || bare.startsWith('virtual:')) return undefined;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? undefined : name;
}

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  workspaces?: string[];
}
const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;
const rootManifest = manifestOf('.');

/** Tests, and the helpers only tests import (a test/ folder, testSupport files). */
const isTest = (file: string) =>
  /\.test\.tsx?$|testSupport\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.data'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts') ? [full] : [];
  });
}

/**
 * What one workspace imports without declaring it. Shipped source (src/, not tests) may import
 * only `dependencies` at run time; types, tests and build files may also use `devDependencies`
 * (tests also the root's shared tooling: vitest, @types/node).
 */
function undeclaredIn(dir: string): string[] {
  const manifest = manifestOf(dir);
  const runtime = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const dev = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
  const tooling = new Set([...dev, ...Object.keys(rootManifest.devDependencies ?? {})]);
  return filesUnder(path.join(root, dir)).flatMap((file) => {
    const shipped = file.startsWith(path.join(root, dir, 'src')) && !isTest(file);
    return importsOf(file, readFileSync(file, 'utf8')).flatMap(({ specifier, typeOnly }) => {
      const name = packageOf(specifier);
      if (!name || name === manifest.name) return [];
      const allowed = shipped ? (typeOnly ? dev : runtime) : isTest(file) ? tooling : dev;
      // A type-only import of `x` may come from `@types/x`.
      if (allowed.has(name) || (typeOnly && allowed.has(`@types/${name.replace('@', '').replace('/', '__')}`)))
        return [];
      const what = shipped && !typeOnly ? 'dependencies' : 'dependencies or devDependencies';
      return [`${path.relative(root, file)} imports '${specifier}', not in ${dir}/package.json ${what}`];
    });
  });
}

describe('declared dependencies', () => {
  it.each(rootManifest.workspaces ?? [])('%s imports only packages it declares', (dir) => {
    expect(undeclaredIn(dir)).toEqual([]);
  });

  it('reads what the check relies on: type-only forms, dynamic imports, subpaths and scopes', () => {
    const text = [
      "import { z } from 'zod';",
      "import type { Pool } from 'pg';",
      "import { type A, type B } from 'drizzle-orm';",
      "import { type C, d } from 'date-fns';",
      "export { e } from '@app/contract/messages';",
      "export type { F } from 'fastify';",
      "const g = await import('@electric-sql/pglite');",
      "type H = typeof import('vite');",
      "import './styles.css';",
      "import codes from 'virtual:calling-codes';",
    ].join('\n');
    expect(importsOf('x.ts', text)).toEqual([
      { specifier: 'zod', typeOnly: false },
      { specifier: 'pg', typeOnly: true },
      { specifier: 'drizzle-orm', typeOnly: true },
      { specifier: 'date-fns', typeOnly: false },
      { specifier: '@app/contract/messages', typeOnly: false },
      { specifier: 'fastify', typeOnly: true },
      { specifier: '@electric-sql/pglite', typeOnly: false },
      { specifier: 'vite', typeOnly: true },
      { specifier: './styles.css', typeOnly: false },
      { specifier: 'virtual:calling-codes', typeOnly: false },
    ]);
    expect(packageOf('@app/contract/messages')).toBe('@app/contract');
    expect(packageOf('react-toastify/dist/ReactToastify.css')).toBe('react-toastify');
    expect(packageOf('uplot/dist/uPlot.min.css?inline')).toBe('uplot');
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
    expect(packageOf('./local')).toBeUndefined();
    expect(packageOf('virtual:calling-codes')).toBeUndefined();
  });
});

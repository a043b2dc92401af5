import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { minimumNode, NODE_RUNTIME_VERSION, root, satisfies } from './bootstrap.mjs';

interface LockEntry {
  engines?: { node?: string } | string[];
}
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const manifests = [
  'package.json',
  'packages/contract/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
];
const enginesOf = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { engines?: { node?: string } }).engines?.node;

describe('the Node the project runs on', () => {
  it('is declared the same way by the root and every workspace', () => {
    const declared = manifests.map(enginesOf);
    expect(new Set(declared).size, declared.join(', ')).toBe(1);
    expect(declared[0]).toBeDefined();
  });

  it("the pinned runtime the bootstrap installs meets the project's engines", () => {
    const range = enginesOf('package.json') ?? '';
    expect(satisfies(NODE_RUNTIME_VERSION, minimumNode(range))).toBe(true);
    expect(semver.satisfies(NODE_RUNTIME_VERSION, range)).toBe(true);
    // The bootstrap's own comparison agrees with semver's around the boundary.
    const [major, minor] = minimumNode(range);
    expect(satisfies(`v${major}.${minor}.0`, minimumNode(range))).toBe(true);
    expect(satisfies(`v${major - 1}.99.99`, minimumNode(range))).toBe(false);
    expect(satisfies('v20.20.2', minimumNode(range))).toBe(false);
  });

  it('meets the engines of every installed package, so npm install prints no EBADENGINE warning', () => {
    const unmet = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return node && !semver.satisfies(NODE_RUNTIME_VERSION, node, { includePrerelease: true })
        ? [`${where || 'package.json'} wants node ${node}`]
        : [];
    });
    expect(unmet).toEqual([]);
  });
});

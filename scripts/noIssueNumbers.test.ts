import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The repository has no issue tracker, so a comment or a document naming an issue by its number
 * points nowhere: code and docs say what a thing does and why, and decisions live in docs/decisions.
 * (zod's validation `issue`s and code `issued` to a phone are other words and pass.)
 */
const root = path.join(import.meta.dirname, '..');
const REFERENCE = /\bissues? ?#?\d+|\(#\d+\)|\bissues? \d+[–-]\d+/i;

it('no tracked file refers to an issue by its number', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|md|css|sql|json|html)$/.test(file) && file !== 'package-lock.json');
  const found = files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // listed by git but removed in the working tree
    }
    return text.split('\n').flatMap((line, i) => (REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
  });
  expect(found).toEqual([]);
});

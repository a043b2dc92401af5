import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records stay a usable history: each says whether it still holds (a `Status:` line
 * right under its title), every record it names as superseding or correcting it exists, and the
 * index (docs/decisions/README.md) lists every record with that status.
 */
const folder = path.join(import.meta.dirname, '../docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const numbers = new Set(records.map((name) => name.slice(0, 4)));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');

describe('decision records', () => {
  it('are numbered without gaps or repeats', () => {
    expect(records.map((name) => name.slice(0, 4))).toEqual(records.map((_, i) => String(i + 1).padStart(4, '0')));
  });

  it.each(records)('%s has a title, a status, and names only records that exist', (name) => {
    const lines = readFileSync(path.join(folder, name), 'utf8').split('\n');
    expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 4)} \\S`));
    const status = lines.slice(1, 4).find((line) => line.startsWith('Status: '));
    expect(status, `${name} needs a 'Status: …' line under its title`).toMatch(/^Status: (accepted|superseded)/);
    for (const [, named] of (status ?? '').matchAll(/\b(\d{4})\b/g)) expect(numbers).toContain(named);
  });

  it.each(records)('%s is listed in the index with its status', (name) => {
    const status = readFileSync(path.join(folder, name), 'utf8')
      .split('\n')
      .slice(1, 4)
      .find((line) => line.startsWith('Status: '))
      ?.slice('Status: '.length);
    const row = index.split('\n').find((line) => line.includes(`(${name})`));
    expect(row, `docs/decisions/README.md lists ${name}`).toBeDefined();
    expect(row).toContain(status);
  });
});

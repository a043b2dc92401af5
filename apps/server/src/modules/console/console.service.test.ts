import { describe, expect, it } from 'vitest';
import { newRoomName } from './console.service';
import { maskPhone } from './console.wire';

describe('console helpers', () => {
  it('masks a parent number but the last four digits', () => {
    expect(maskPhone('+919000001234')).toBe('+91 ••••••1234');
  });
  it('makes room names nobody can guess or repeat', () => {
    const names = new Set(Array.from({ length: 1000 }, newRoomName));
    expect(names.size).toBe(1000);
    for (const name of names) expect(name).toMatch(/^ChildHealth[0-9a-f]{32}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { changeOf, compactJson } from './auditChange';
import { auditFilterOf, auditOf, auditSearchOf } from './auditFilter';

describe("an audit entry's change", () => {
  it('keeps only the fields that differ between two records', () => {
    const before = { id: 7, name: 'Meera Iyer', verifiedAt: null, languages: ['english'] };
    const after = {
      id: 7,
      name: 'Meera Iyer',
      verifiedAt: '2026-11-24T10:00:00.000Z',
      languages: ['english', 'hindi'],
    };
    expect(changeOf(before, after)).toEqual({
      before: { verifiedAt: null, languages: ['english'] },
      after: { verifiedAt: '2026-11-24T10:00:00.000Z', languages: ['english', 'hindi'] },
    });
  });

  it('shows a creation, or anything not a record, as it is', () => {
    expect(changeOf(null, { id: 1 })).toEqual({ before: null, after: { id: 1 } });
    expect(changeOf('a', 'b')).toEqual({ before: 'a', after: 'b' });
  });

  it('writes values as one line of JSON, and nothing as nothing', () => {
    expect(compactJson({ a: 1, b: [true] })).toBe('{"a":1,"b":[true]}');
    expect(compactJson(null)).toBeUndefined();
  });
});

describe("the audit log's address", () => {
  it('carries the filter and the page, and drops what is not an id', () => {
    expect(auditOf('doctor', 7)).toBe('/admin/audit-log?entity=doctor&entityID=7');
    expect(auditFilterOf(new URLSearchParams('entity=clinic&entityID=x&page=3'))).toEqual({
      entity: 'clinic',
      entityID: '',
      page: 3,
    });
    expect(auditSearchOf({ entity: '', entityID: '', page: 1 })).toEqual({});
  });
});

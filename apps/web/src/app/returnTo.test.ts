// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { appPathOr, RETURN_KEY, RETURN_TTL_MS, rememberReturn, safeReturnPath, takeReturn } from './returnTo';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it("returns only to a consultation's waiting room of ours, rebuilt from its id", () => {
    expect(safeReturnPath('/doctor-oncall?consultation=42')).toBe('/doctor-oncall?consultation=42');
    expect(safeReturnPath('/doctor-oncall?consultation=42&x=<script>#top')).toBe('/doctor-oncall?consultation=42');
  });
  it('refuses other origins, other screens, and a waiting room without a consultation', () => {
    for (const bad of [
      '//evil.example/doctor-oncall?consultation=42',
      '/\\evil.example/doctor-oncall?consultation=42',
      'https://evil.example/doctor-oncall?consultation=42',
      'javascript:alert(1)',
      '/details',
      '/payement-page',
      '/doctor-oncall',
      '/doctor-oncall?consultation=abc',
      '/doctor-oncall/../payement-page?consultation=42',
      42,
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
});

describe('rememberReturn and takeReturn', () => {
  it('give the remembered waiting room back once', () => {
    rememberReturn('/doctor-oncall?consultation=7', 1_000);
    expect(takeReturn(2_000)).toBe('/doctor-oncall?consultation=7');
    expect(takeReturn(3_000)).toBeUndefined();
  });
  it('remember nothing that does not return, and forget an old return', () => {
    rememberReturn('/details', 1_000);
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
    rememberReturn('/doctor-oncall?consultation=7', 1_000);
    expect(takeReturn(1_000 + RETURN_TTL_MS)).toBeUndefined();
  });
  it('never follow what another script wrote there', () => {
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path: 'https://evil.example/', at: 1_000 }));
    expect(takeReturn(2_000)).toBeUndefined();
    sessionStorage.setItem(RETURN_KEY, '{not json');
    expect(takeReturn(2_000)).toBeUndefined();
  });
});

describe('appPathOr (where registering returns to)', () => {
  it.each([
    ['/milestone-and-growth/growth?tab=weight', '/milestone-and-growth/growth?tab=weight'],
    [null, '/home'],
    ['', '/home'],
    ['home', '/home'],
    ['https://evil.example/home', '/home'],
    ['//evil.example/x', '/home'],
    ['/\\evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('from %s to %s', (from, to) => {
    expect(appPathOr(from, '/home')).toBe(to);
  });
});

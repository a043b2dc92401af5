import { describe, expect, it } from 'vitest';
import { requestKind } from './policy';

const ORIGIN = 'https://app.example.in';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('what the service worker keeps', () => {
  it('answers a screen navigation, with the shell when the network fails', () => {
    expect(requestKind(get('/prescriptions', 'navigate'), ORIGIN)).toBe('shell');
    expect(requestKind(get('/milestone-and-growth/diet?x=1', 'navigate'), ORIGIN)).toBe('shell');
  });

  it('keeps the hashed code and styles', () => {
    expect(requestKind(get('/assets/PrescriptionsPage-Bx12.js'), ORIGIN)).toBe('asset');
    expect(requestKind(get('/assets/index-9f.css'), ORIGIN)).toBe('asset');
  });

  it('never touches the API (personal data), another origin, or anything but GET', () => {
    expect(requestKind(get('/api/App/GetPrescriptions?patientId=1'), ORIGIN)).toBe('network');
    expect(requestKind(get('/api/prescriptions/7.pdf', 'navigate'), ORIGIN)).toBe('network');
    expect(requestKind({ method: 'POST', url: `${ORIGIN}/assets/x.js`, mode: 'cors' }, ORIGIN)).toBe('network');
    expect(requestKind({ method: 'GET', url: 'https://meet.jit.si/assets/x.js', mode: 'no-cors' }, ORIGIN)).toBe(
      'network',
    );
    expect(requestKind(get('/uploads/photo.png'), ORIGIN)).toBe('network');
    expect(requestKind(get('/flags/IN.svg'), ORIGIN)).toBe('network');
  });
});

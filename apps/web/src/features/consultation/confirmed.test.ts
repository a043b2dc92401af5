import { describe, expect, it, vi } from 'vitest';
import { confirmedView, openChildCareNatively } from './confirmed';

const opensAt = '2026-03-10T04:20:00.000Z';
const at = Date.parse(opensAt);

describe('confirmedView', () => {
  it('sends every type delivered in the video room on to the waiting room', () => {
    for (const type of ['video', 'chat', 'follow up', 'Follow up', 'emergency', 'rpm']) {
      expect(confirmedView(type, opensAt, at)).toBe('redirect');
    }
  });
  it('keeps an in-person consultation out of the video waiting room, whatever the time', () => {
    expect(confirmedView('clinic', opensAt, at)).toBe('clinicVisit');
    expect(confirmedView('home', opensAt, at - 1)).toBe('homeVisit');
  });
  it('audio: the doctor calls now once the waiting room is open, else at the slot', () => {
    expect(confirmedView('audio', opensAt, at)).toBe('audioNow');
    expect(confirmedView('audio', opensAt, at + 60_000)).toBe('audioNow');
    expect(confirmedView('audio', opensAt, at - 1)).toBe('audioLater');
  });
});

describe('openChildCareNatively', () => {
  it('posts OPEN_CHILD_CARE with the full address inside a native app', () => {
    const post = vi.fn(() => true);
    expect(openChildCareNatively(1, '/child-care', 'https://app.example.in', post)).toBe(true);
    expect(post).toHaveBeenCalledWith({ type: 'OPEN_CHILD_CARE', url: 'https://app.example.in/child-care' });
  });
  it('leaves it to the link in a browser, or when the wrapper refuses', () => {
    const post = vi.fn(() => true);
    expect(openChildCareNatively(0, 'https://care.example.in', 'https://app.example.in', post)).toBe(false);
    expect(openChildCareNatively(undefined, 'https://care.example.in', 'https://app.example.in', post)).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(openChildCareNatively(1, 'https://care.example.in', 'https://app.example.in', () => false)).toBe(false);
  });
});

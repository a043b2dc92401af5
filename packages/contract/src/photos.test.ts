import { describe, expect, it } from 'vitest';
import { photoAtSize } from './photos';

describe('a doctor photo at a size', () => {
  it('names the size beside the same key', () => {
    const profile = '/api/Media/Get?key=catalogue/0f8e6a9c-1d2b-4c3d-9e8f-0a1b2c3d4e5f-profile.webp';
    expect(photoAtSize(profile, 'card')).toBe(profile.replace('-profile.webp', '-card.webp'));
    expect(photoAtSize(photoAtSize(profile, 'card'), 'profile')).toBe(profile);
  });
  it('leaves any other picture as it is', () => {
    expect(photoAtSize('/images/doctor-female.svg', 'card')).toBe('/images/doctor-female.svg');
    expect(photoAtSize('', 'card')).toBe('');
  });
});

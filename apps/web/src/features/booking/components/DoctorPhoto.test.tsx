// @vitest-environment happy-dom

import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoctorPhoto } from './DoctorPhoto';

const uploaded = '/api/Media/Get?key=doctors/7-a1b2-profile.webp';

describe('a doctor photo', () => {
  it("loads the card's own square on a card and the profile's on the profile", () => {
    const card = render(<DoctorPhoto imagePath={uploaded} gender="Female" size="card" />).container.querySelector(
      'img',
    );
    expect(card?.getAttribute('src')).toBe('/api/Media/Get?key=doctors/7-a1b2-card.webp');
    expect(card?.getAttribute('width')).toBe('76');
    const profile = render(<DoctorPhoto imagePath={uploaded} gender="Female" size="profile" />).container.querySelector(
      'img',
    );
    expect(profile?.getAttribute('src')).toBe(uploaded);
    expect(profile?.getAttribute('width')).toBe('112');
  });

  it('falls back to the picture for the gender when there is none or it fails to load', () => {
    const none = render(<DoctorPhoto imagePath="" gender="Male" size="card" />).container.querySelector('img');
    expect(none?.getAttribute('src')).toBe('/images/doctor-male.svg');
    const broken = render(<DoctorPhoto imagePath={uploaded} gender="Female" size="card" />).container.querySelector(
      'img',
    );
    if (!broken) throw new Error('no img');
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toBe('/images/doctor-female.svg');
  });
});

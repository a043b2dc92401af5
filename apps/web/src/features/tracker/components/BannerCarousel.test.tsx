// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { BASIC } from '../testData';
import { BannerCarousel, Carousel } from './BannerCarousel';

const SLIDES = [
  { imageURL: '/images/banners/milestones-1.svg', alt: 'Every little step counts' },
  { imageURL: '/images/banners/milestones-2.svg', alt: 'Smiles, words and first steps' },
  { imageURL: '/images/banners/milestones-3.svg', alt: 'Celebrate each milestone' },
];

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** The slide shown: the one whose dot is current (and the only one not hidden). */
function shownSlide(): number {
  const dots = screen.getAllByRole('button', { name: /^Show slide/ });
  const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  const visible = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
  expect(visible).toEqual([SLIDES[current]?.alt]);
  return current + 1;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: 'Milestones highlights' });

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('moves on every 1000 ms and wraps round after the last slide', () => {
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    expect(shownSlide()).toBe(1);
    tick(999);
    expect(shownSlide()).toBe(1);
    tick(1);
    expect(shownSlide()).toBe(2);
    tick(1000);
    expect(shownSlide()).toBe(3);
    tick(1000);
    expect(shownSlide()).toBe(1);
  });

  it('pauses while hovered by a mouse, and goes on after', () => {
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    fireEvent.pointerEnter(carousel(), { pointerType: 'mouse' });
    tick(5000);
    expect(shownSlide()).toBe(1);
    fireEvent.pointerLeave(carousel(), { pointerType: 'mouse' });
    tick(1000);
    expect(shownSlide()).toBe(2);
  });

  it('pauses while pressed or touched', () => {
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    fireEvent.pointerDown(carousel(), { pointerType: 'touch', clientX: 100 });
    tick(3000);
    expect(shownSlide()).toBe(1);
    fireEvent.pointerUp(carousel(), { pointerType: 'touch', clientX: 100 });
    fireEvent.touchStart(carousel());
    tick(3000);
    expect(shownSlide()).toBe(1);
    fireEvent.touchEnd(carousel());
    tick(1000);
    expect(shownSlide()).toBe(2);
  });

  it('pauses while something in it has focus', () => {
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    const third = screen.getByRole('button', { name: 'Show slide 3 of 3' });
    act(() => third.focus());
    fireEvent.click(third);
    expect(shownSlide()).toBe(3);
    tick(4000);
    expect(shownSlide()).toBe(3);
    act(() => third.blur());
    tick(1000);
    expect(shownSlide()).toBe(1);
  });

  it('a dot shows its slide', () => {
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(shownSlide()).toBe(2);
  });

  it('Pause stops it until Play', () => {
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    // Focus on the button pauses as well: take it away to see the button's own effect.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    tick(5000);
    expect(shownSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    tick(1000);
    expect(shownSlide()).toBe(2);
  });

  it('with reduced motion nothing moves by itself, and there is no Pause', () => {
    reducedMotion(true);
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    tick(10_000);
    expect(shownSlide()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pause slides' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(shownSlide()).toBe(3);
  });

  it('a swipe to the left shows the next slide', () => {
    render(<Carousel slides={SLIDES} label="Milestones highlights" />);
    fireEvent.pointerDown(carousel(), { pointerType: 'touch', clientX: 300 });
    fireEvent.pointerUp(carousel(), { pointerType: 'touch', clientX: 200 });
    expect(shownSlide()).toBe(2);
  });
});

describe('BannerCarousel', () => {
  it('asks for the banners of its area and shows them with their alt texts', async () => {
    vi.useRealTimers();
    resetStore(BASIC);
    const server = fakeServer({
      addHomeBannerInfo: () => ({ status: 1, Banners: SLIDES }),
    });
    render(
      <Provider store={store}>
        <BannerCarousel requestType="Milestones" patientId={11} />
      </Provider>,
    );
    expect(await screen.findByRole('img', { name: 'Every little step counts' })).toBeTruthy();
    const call = server.callsTo('addHomeBannerInfo')[0];
    expect(call?.query.get('requestType')).toBe('Milestones');
    expect(call?.query.get('patientId')).toBe('11');
  });
});

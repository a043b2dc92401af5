import { BANNER_AUTOPLAY_MS } from '@app/contract/constants';
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { enTracker } from '../../../i18n/enTracker';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { type BannerType, useGetBannersQuery } from '../api/trackerApi';

export interface Slide {
  imageURL: string;
  alt: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const SWIPE_PX = 40;

function motionQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : undefined;
}

function subscribeMotion(onChange: () => void) {
  const query = motionQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the parent asked the device for less motion (then nothing moves by itself). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The banner carousel of a tracker area (spec §2: auto-plays at 1000 ms). Banners come from
 * AddHomeBannerInfo; a failed call shows the server's message (spec §8) and no carousel.
 */
export function BannerCarousel({ requestType, patientId }: { requestType: BannerType; patientId?: number }) {
  const banners = useGetBannersQuery({ patientId, requestType });
  useEffect(() => {
    if (banners.error) notify.error(errorMessage(banners.error).message);
  }, [banners.error]);
  if (banners.isLoading) return <div className="banner banner--loading" aria-hidden="true" />;
  const slides = banners.data?.Banners ?? [];
  if (slides.length === 0) return null;
  return <Carousel slides={slides} label={enTracker.banner.label(requestType)} />;
}

/**
 * The slides, moving on every `intervalMs` while nobody is looking closely: autoplay pauses while
 * the carousel is hovered, pressed or touched, or has focus, when the parent pressed Pause, and
 * never starts with reduced motion. Dots choose a slide; a swipe moves one.
 */
export function Carousel({
  slides,
  label,
  intervalMs = BANNER_AUTOPLAY_MS,
}: {
  slides: readonly Slide[];
  label: string;
  intervalMs?: number;
}) {
  const t = enTracker.banner;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipeFrom = useRef<number | undefined>(undefined);
  const canPlay = count > 1 && !reducedMotion;
  const playing = canPlay && !stopped && !hovered && !pressed && !focused;
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  function release(event: PointerEvent) {
    setPressed(false);
    const from = swipeFrom.current;
    swipeFrom.current = undefined;
    if (from === undefined || count < 2) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) setIndex((current + (dx < 0 ? 1 : count - 1)) % count);
  }

  return (
    <section
      className="banner"
      aria-roledescription={t.roleDescription}
      aria-label={label}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        setPressed(false);
        swipeFrom.current = undefined;
      }}
      onPointerDown={(e) => {
        setPressed(true);
        swipeFrom.current = e.clientX;
      }}
      onPointerUp={release}
      onPointerCancel={() => {
        setPressed(false);
        swipeFrom.current = undefined;
      }}
      onTouchStart={() => setPressed(true)}
      onTouchEnd={() => setPressed(false)}
      onTouchCancel={() => setPressed(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="banner-viewport">
        <ul
          className="banner-track"
          style={{ transform: `translateX(${current * -100}%)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <li
              key={slide.imageURL}
              className="banner-slide"
              aria-roledescription="slide"
              aria-label={t.slide(i + 1, count)}
              aria-hidden={i === current ? undefined : true}
              inert={i !== current}
            >
              <img
                src={slide.imageURL}
                alt={slide.alt}
                width={720}
                height={240}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="banner-controls">
          {canPlay && (
            <button
              type="button"
              className="icon-button banner-toggle"
              aria-label={stopped ? t.play : t.pause}
              onClick={() => setStopped((s) => !s)}
            >
              <ToggleIcon playing={!stopped} />
            </button>
          )}
          <div className="banner-dots">
            {slides.map((slide, i) => (
              <button
                key={slide.imageURL}
                type="button"
                className="icon-button banner-dot"
                aria-label={t.showSlide(i + 1, count)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function ToggleIcon({ playing }: { playing: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {playing ? (
        <>
          <rect x="6" y="5" width="4" height="14" rx="1" />
          <rect x="14" y="5" width="4" height="14" rx="1" />
        </>
      ) : (
        <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
      )}
    </svg>
  );
}

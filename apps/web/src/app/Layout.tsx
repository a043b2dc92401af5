import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { LogoIcon } from '../components/icons';
import { Toasts } from '../components/Toasts';
import { en } from '../i18n/en';
import { LoadingOverlay } from './LoadingOverlay';
import { screens } from './paths';
import { useAppSelector, whenSignInEndsElsewhere } from './store';

/** The frame around every screen: app bar, the centred column, overlay and toasts. */
export function Layout() {
  const theme = useAppSelector((state) => state.theme);
  const loading = useAppSelector((state) => state.loading.loading);
  const navigation = useNavigation();

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  // Signed out in another tab: this one leaves the screen of the ended sign-in at once (to the
  // phone screen; to the member chooser when another sign-in replaced it).
  const navigate = useNavigate();
  useEffect(
    () =>
      whenSignInEndsElsewhere((signedIn) => {
        void navigate(signedIn ? screens.details : screens.phone, { replace: true });
      }),
    [navigate],
  );

  return (
    <>
      <AppBar />
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="app-main" inert={loading}>
        <Outlet />
      </main>
      <LoadingOverlay />
      <Toasts />
      {/* A new screen opens at its top; Back and Forward bring a screen back where it was left. */}
      <ScrollRestoration />
    </>
  );
}

export function AppBar() {
  return (
    <header className="app-bar">
      <div className="app-bar-inner">
        <LogoIcon width={32} height={32} />
        <span className="app-name">{en.appName}</span>
      </div>
    </header>
  );
}

/**
 * Shown while the first screen's chunk loads: the app bar at once, so the first paint comes as
 * soon as the entry has run, not after the screen's chunks (decision 0042), and a spinner below.
 * The doctor list paints whole instead: its loader brings the doctors by the time the screen's code
 * has run, and the frame first would make the cards, their render and layout a second screen on a
 * phone's busy main thread (decision 0069).
 */
export function LayoutFallback() {
  if (window.location.pathname === screens.doctorSelection) return null;
  return (
    <>
      <AppBar />
      <main id="main" className="app-main">
        <PageSpinner />
      </main>
    </>
  );
}

/** Shown while the first screen's chunk loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <span className="visually-hidden">{en.loading.label}</span>
    </div>
  );
}

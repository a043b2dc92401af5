// First: every schema built after this one parses without eval (see zodSetup.ts).
import './zodSetup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import '../styles/global.css';
import '../styles/components.css';
import { listenForPreloadErrors } from './chunks';
import { makeRouter } from './router';
import { registerServiceWorker } from './serviceWorker';
import { store } from './store';

listenForPreloadErrors();
registerServiceWorker();

/**
 * The router, made at the first render rather than as this module runs: it loads the first
 * route's code, and done here it lengthened the task that evaluates the app's scripts.
 */
let router: ReturnType<typeof makeRouter> | undefined;
function App() {
  if (!router) router = makeRouter();
  return <RouterProvider router={router} />;
}

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // Rendered as a transition: React yields to the browser every few milliseconds instead of
  // rendering the whole first screen in one task, so a phone's taps and the first paint are not
  // held behind it (Lighthouse's total blocking time on `/` and `/doctor-selection`).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
    );
  });
}

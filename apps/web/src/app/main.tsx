// First: every schema built after this one parses without eval (see zodSetup.ts).
import './zodSetup';
import { StrictMode } from 'react';
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

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={makeRouter()} />
      </Provider>
    </StrictMode>,
  );
}

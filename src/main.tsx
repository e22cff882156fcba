import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { authClientNeededAtStart } from './lib/auth-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build renders `/` into index.html as a visitor with no session sees it
// (src/prerender.tsx). Hydrate that; anything else (another route served the same
// file, a stored session) renders from scratch.
if (root.dataset.prerendered === window.location.pathname && !authClientNeededAtStart()) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  delete root.dataset.prerendered;
  createRoot(root).render(app);
}

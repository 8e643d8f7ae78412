import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { afterLeadPhoto } from './lib/after-lead-photo';
import './design/fonts';
import './design/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page arrives prerendered (scripts/prerender.ts); every other page starts empty.
if (root.hasChildNodes()) afterLeadPhoto(() => hydrateRoot(root, app));
else createRoot(root).render(app);

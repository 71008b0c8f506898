// Must stay the first import (CSP: see the module).
import './lib/csp.js';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/i18n.js';
import { createAppRouter } from './router.js';
import './styles.css';

const router = createAppRouter();

async function start(): Promise<void> {
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();

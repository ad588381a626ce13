import '@shop/ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { z } from 'zod';
import { AppProviders } from './app/AppProviders';
import { exposeAutomationHooks } from './app/automation-hooks';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { startApp } from './app/start-app';

// The page's CSP forbids eval: zod must never probe for it (a CSP violation on every page) nor
// compile parsers with it. Before anything parses.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startApp();
exposeAutomationHooks();

createRoot(container).render(
  <StrictMode>
    <AppProviders router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
  </StrictMode>,
);

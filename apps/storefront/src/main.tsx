import '@shop/ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { exposeAutomationHooks } from './app/automation-hooks';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { startSession } from './stores/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startSession();
exposeAutomationHooks();

createRoot(container).render(
  <StrictMode>
    <AppProviders router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
  </StrictMode>,
);

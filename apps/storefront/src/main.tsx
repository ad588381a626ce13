// First: zod must know it may not use eval before any module builds a schema.
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { exposeAutomationHooks } from './app/automation-hooks';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startApp();
exposeAutomationHooks();

createRoot(container).render(
  <StrictMode>
    <AppProviders router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
  </StrictMode>,
);

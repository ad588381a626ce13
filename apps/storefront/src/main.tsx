// First: zod must know it may not use eval before any module builds a schema.
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { categoriesQueryOptions } from './api/categories';
import { AppProviders } from './app/AppProviders';
import { exposeAutomationHooks } from './app/automation-hooks';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startApp();
exposeAutomationHooks();

const queryClient = createQueryClient();
// Every page's header reads the categories, and home's first image waits on them: asked for now,
// while the page's own code loads, instead of once it has rendered.
void queryClient.prefetchQuery(categoriesQueryOptions());

createRoot(container).render(
  <StrictMode>
    <AppProviders router={createBrowserRouter(routes)} queryClient={queryClient} />
  </StrictMode>,
);

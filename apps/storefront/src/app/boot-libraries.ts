/*
 * The libraries' stage of the shop's start (main.tsx), after React's (boot-react.ts): importing
 * this runs React Router and TanStack Query, in a task of their own. Named imports, not
 * `import('react-router-dom')`: a dynamic import of a package takes all of it (React Router's
 * whole 52 kB, not its 12 kB we use).
 */
export { BrowserRouter } from 'react-router-dom';
export { QueryClient } from '@tanstack/react-query';

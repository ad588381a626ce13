/*
 * React's stage of the shop's start (main.tsx): importing this runs React and React DOM, in a task
 * of their own, before the router and the query cache that build on them (boot-libraries.ts).
 */
export { hydrateRoot } from 'react-dom/client';

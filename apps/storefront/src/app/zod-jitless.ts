import { z } from 'zod';

/**
 * The shop's Content-Security-Policy forbids `eval`. zod 4 probes for it (`new Function('')`) as
 * soon as the first object schema is built, and the probe alone logs a CSP violation. Object
 * schemas are built while modules load, so this must run before any of them: import this module
 * first, for its side effect, in every browser entry (the storefront's main.tsx, Storybook's
 * preview).
 */
z.config({ jitless: true });

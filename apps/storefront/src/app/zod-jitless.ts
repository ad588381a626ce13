import { z } from 'zod/mini';

/**
 * The shop's Content-Security-Policy forbids `eval`. Full zod's object schemas probe for it
 * (`new Function('')`) as they are built, and the probe alone logs a CSP violation. The browser
 * code uses `zod/mini`, whose objects never compile a parser, so nothing probes today; this setting
 * keeps it so should a full-zod schema reach the browser. Import this module first, for its side
 * effect, in every browser entry (the storefront's main.tsx, Storybook's preview).
 */
z.config({ jitless: true });

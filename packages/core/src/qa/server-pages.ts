import type { MailMessage } from '../contract/mailbox';
import type { TestIdArea } from '../test-ids';
import type { QaScoreBoard } from './contract';
import type { LiveScenario } from './live-scenarios';

/*
 * The harness's own pages (the QA tools, the demo mailbox, the Google sign-in stand-in) are
 * @shop/ui screens that the server renders without a script. The storefront's build bundles them
 * for Node (apps/storefront/src/server-pages/), and the API loads that build; neither imports the
 * other, so what each page is given, and the shape of the bundle, are agreed here.
 */

/**
 * Where the storefront build writes the pages' bundle (relative to the storefront's folder, beside
 * its `dist`, which is served: this is not), and its two files. Read by the build
 * (apps/storefront/vite.config.ts), the bundle itself and the API (apps/api/src/config.ts).
 */
export const SERVER_PAGES_FILES = {
  dir: 'dist-server',
  module: 'pages.mjs',
  stylesheet: 'pages.css',
} as const;

/** What the /qa page shows for one browser session. */
export interface QaToolsPageModel {
  /** This browser's sandbox (`qa_sandbox`); null on its very first request, before the cookie. */
  readonly sandboxKey: string | null;
  /** The live scenarios this browser has on (`qa_scenarios`). */
  readonly scenarios: readonly string[];
  /** The defect switches this browser has on (`qa_defects`: `+id` on, `-id` off). */
  readonly defectSwitches: readonly string[];
  /** This browser's clock offset as it was typed (`qa_clock_offset`: `11m`, `-2h`); '' for none. */
  readonly clockOffset: string;
  /** This browser's API quirks switch (`qa_api_quirks`). */
  readonly apiQuirks: boolean;
  /** Every live scenario the server takes: the scenario field's suggestions. */
  readonly liveScenarios: readonly LiveScenario[];
  /** The test-id catalogue by area (core's testIdCatalogue()). */
  readonly testIds: readonly TestIdArea[];
  /** This sandbox's exercises; null before the browser has a sandbox key. */
  readonly scoreBoard: QaScoreBoard | null;
}

/** What the /mailbox page shows. */
export interface MailboxPageModel {
  /** The address asked for (as typed), or undefined when none was. */
  readonly email: string | undefined;
  /** The mail kept for it that this browser may read, newest first. */
  readonly messages: readonly MailMessage[];
  /** Addresses recently mailed that this browser may read, each a link to its messages. */
  readonly recentRecipients: readonly string[];
}

/** The Google stand-in's "Choose an account" page for one authorize request. */
export interface GoogleChooserPageModel {
  /** Where the stand-in is served (its forms post below it). */
  readonly basePath: string;
  readonly flowId: string;
  /** What was typed under "Use another account", shown again with its errors. */
  readonly another?: { readonly fullName: string; readonly email: string };
  /** "Use another account"'s field errors, shown under their fields. */
  readonly errors?: { readonly fullName?: string | undefined; readonly email?: string | undefined };
}

/** The stand-in's refusal of an authorize request (a bad redirect, no PKCE, an expired page). */
export interface GoogleSignInRefusedPageModel {
  readonly message: string;
}

/** A whole HTML document, and the one stylesheet inlined in it (allowed by its hash). */
export interface ServerPagesModule {
  /** The text of the pages' one inline `<style>`, exactly as written into each page. */
  readonly stylesheet: string;
  readonly qaTools: (model: QaToolsPageModel) => string;
  readonly mailbox: (model: MailboxPageModel) => string;
  readonly googleChooser: (model: GoogleChooserPageModel) => string;
  readonly googleSignInRefused: (model: GoogleSignInRefusedPageModel) => string;
}

import type { MailMessage } from '../contract/mailbox';
import type { TestIdArea } from '../test-ids';
import type { ClassBoard } from './classroom';
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
 * its `dist`, which is served: this is not), and its files. Read by the build
 * (apps/storefront/vite.config.ts), the bundle itself and the API (apps/api/src/config.ts).
 */
export const SERVER_PAGES_FILES = {
  dir: 'dist-server',
  module: 'pages.mjs',
  stylesheet: 'pages.css',
  /** The class board's script for browsers (served at CLASS_BOARD_SCRIPT_PATH). */
  boardScript: 'class-board-live.js',
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
  /** Classroom mode: the class this sandbox joined and the classes it teaches. */
  readonly classroom: QaClassroomModel;
}

/** The /qa page's classroom section for one sandbox. */
export interface QaClassroomModel {
  /** The class this sandbox is a learner of (while it runs and after it ended), or null. */
  readonly joined: {
    readonly code: string;
    readonly name: string;
    readonly nickname: string;
    /** ISO. */
    readonly endsAt: string;
    readonly ended: boolean;
    /** What the teacher switched on for the whole class (scenario names, `+defect` switches). */
    readonly switches: readonly string[];
  } | null;
  /** Classes this sandbox made, newest first, each with its private teacher link. */
  readonly teaching: readonly {
    readonly code: string;
    readonly name: string;
    readonly endsAt: string;
    readonly ended: boolean;
    /** `classBoardPagePath(code)?key=…`: shown only to the sandbox that made the class. */
    readonly teacherLink: string;
  }[];
  /**
   * The create or join form's refusal, shown beside that form with what was typed (the page is
   * then answered with the refusal's status, e.g. 404 for a wrong code, 410 for a class that ended).
   */
  readonly refused?: {
    readonly form: 'create' | 'join';
    readonly message: string;
    readonly typed: Readonly<Record<string, string>>;
  };
}

/** The teacher's board page (`/qa/classes/{code}?key=…`). */
export interface ClassBoardPageModel {
  readonly board: ClassBoard;
  /** The teacher key as the link carried it: the page's own links and forms pass it on. */
  readonly teacherKey: string;
  /** What is switched on for the whole class now (scenario names, `+defect` switches). */
  readonly switches: readonly string[];
  /** Every live scenario, for the class switch's suggestions. */
  readonly liveScenarios: readonly LiveScenario[];
  /** Where the page's script listens for board updates (server-sent events, teacher key included). */
  readonly eventsUrl: string;
  /** The CSV export's link (teacher key included). */
  readonly csvUrl: string;
}

/** A board link that opens nothing: no class has the code, or the key is not its teacher's. */
export interface ClassBoardRefusedPageModel {
  readonly message: string;
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
  readonly classBoard: (model: ClassBoardPageModel) => string;
  readonly classBoardRefused: (model: ClassBoardRefusedPageModel) => string;
}

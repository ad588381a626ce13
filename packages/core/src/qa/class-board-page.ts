import { QA_CLASSES_PATH } from './classroom';

/*
 * The teacher's board page and its one script (demo mode): where the script is served, and what
 * the page marks for it. Read by the board screen (@shop/ui), the script (the storefront's
 * server-pages build) and the API route that serves it.
 */

/**
 * The board page's script (it refreshes the board when the server says it changed): a file of the
 * pages' build served from this path. Not a class code: codes are six capitals and digits.
 */
export const CLASS_BOARD_SCRIPT_PATH = `${QA_CLASSES_PATH}/board-live.js`;

/**
 * What the board page marks for its script: the events URL on the page, whether the class has
 * ended (nothing more to wait for), the parts it replaces with the server's fresh rendering of them
 * (by name), and the polite status that says whether the board is live.
 */
export const classBoardLiveMarkers = {
  eventsUrl: 'data-events-url',
  ended: 'data-class-ended',
  part: 'data-live-part',
  status: 'data-live-status',
} as const;

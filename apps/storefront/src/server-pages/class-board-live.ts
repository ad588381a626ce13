import { classBoardEventNames, classBoardLiveMarkers } from '@shop/core/qa';
import {
  classHasEnded,
  coalesced,
  type LiveConnection,
  liveStatusTexts,
  renderedStatusText,
  swapLiveParts,
} from './class-board-live-parts';

/*
 * The class board page's one script (served at CLASS_BOARD_SCRIPT_PATH, allowed by the pages'
 * `script-src 'self'`): it listens to the class's server-sent events and, on each board event,
 * fetches the page again and takes in its live parts. Without it the page still works (Refresh).
 */

/** At most one fetch of the page a second, however many learners solve something at once. */
const FETCH_GAP_MS = 1_000;

/**
 * The live board's events as the server sends them: `board` on connecting and after each change (its data, the
 * board's JSON, is not read: the page is fetched again, so the server stays its one renderer), and
 * `ended` once, before it closes the stream for good (asked again it answers 410).
 */
const boardEvents = classBoardEventNames;

function startLiveBoard(): void {
  const root = document.querySelector(`[${classBoardLiveMarkers.eventsUrl}]`);
  const status = document.querySelector(`[${classBoardLiveMarkers.status}]`);
  const eventsUrl = root?.getAttribute(classBoardLiveMarkers.eventsUrl);
  // An ended class's board is final: nothing will come.
  if (!root || !status || !eventsUrl || classHasEnded(document)) return;

  const show = (text: string) => {
    // Only a change is written: a polite region reads out every write.
    if (status.textContent !== text) status.textContent = text;
  };
  const showConnection = (connection: LiveConnection) => show(liveStatusTexts[connection]);

  const events = new EventSource(eventsUrl);
  const stopListening = () => {
    events.close();
    root.setAttribute(classBoardLiveMarkers.ended, 'true');
  };
  const refresh = coalesced(async () => {
    // The page's own HTML, not the API: the shop's api layer (bearer, contract parsing) has no part here.
    // eslint-disable-next-line no-restricted-globals
    const reply = await fetch(window.location.href, { headers: { accept: 'text/html' }, cache: 'no-store' });
    if (!reply.ok) return;
    const fresh = new DOMParser().parseFromString(await reply.text(), 'text/html');
    swapLiveParts(document, fresh);
    if (classHasEnded(fresh)) {
      stopListening();
      show(renderedStatusText(fresh) ?? liveStatusTexts.stopped);
    }
  }, FETCH_GAP_MS);

  // The server sends a board event at once on each (re)connection: what changed while the page
  // loaded or the stream was down comes in with it.
  events.addEventListener('open', () => showConnection('live'));
  events.addEventListener(boardEvents.board, () => refresh());
  // Closed first, so the stream's end reads as the class's end rather than as a lost connection.
  events.addEventListener(boardEvents.ended, () => {
    stopListening();
    refresh();
  });
  // EventSource tries again by itself unless the server refused the stream (then it is closed).
  events.addEventListener('error', () => {
    if (classHasEnded(document)) return;
    showConnection(events.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
  });
}

startLiveBoard();

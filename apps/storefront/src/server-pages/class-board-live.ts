import { CLASS_BOARD_EVENT, classBoardLiveMarkers } from '@shop/core/qa';
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
  const refresh = coalesced(async () => {
    const reply = await fetch(window.location.href, { headers: { accept: 'text/html' }, cache: 'no-store' });
    if (!reply.ok) return;
    const fresh = new DOMParser().parseFromString(await reply.text(), 'text/html');
    swapLiveParts(document, fresh);
    if (classHasEnded(fresh)) {
      events.close();
      root.setAttribute(classBoardLiveMarkers.ended, 'true');
      show(renderedStatusText(fresh) ?? liveStatusTexts.stopped);
    }
  }, FETCH_GAP_MS);

  // Each (re)connection fetches once: what changed while the page loaded or the stream was down.
  events.addEventListener('open', () => {
    showConnection('live');
    refresh();
  });
  events.addEventListener(CLASS_BOARD_EVENT, () => refresh());
  // EventSource tries again by itself unless the server refused the stream (then it is closed).
  events.addEventListener('error', () =>
    showConnection(events.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting'),
  );
}

startLiveBoard();

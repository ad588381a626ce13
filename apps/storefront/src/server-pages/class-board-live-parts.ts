import { classBoardLiveMarkers } from '@shop/core/qa';

/*
 * The class board's live updates, the parts that need no browser connection: which words the status
 * shows, how the page takes in a fresh rendering of itself, and how a burst of board events
 * becomes a few page fetches. class-board-live.ts wires them to EventSource and fetch.
 */

export type LiveConnection = 'live' | 'reconnecting' | 'stopped';

/** The polite status while the script runs (before it, the page asks for a refresh). */
export const liveStatusTexts: Record<LiveConnection, string> = {
  live: 'Live: the board updates as learners work.',
  reconnecting: 'Reconnecting…',
  stopped: 'Live updates stopped: refresh to see new results.',
};

const partSelector = `[${classBoardLiveMarkers.part}]`;

/** Whether `page` (the board, as loaded or as fetched again) shows a class that has ended. */
export function classHasEnded(page: ParentNode): boolean {
  return (
    page.querySelector(`[${classBoardLiveMarkers.ended}]`)?.getAttribute(classBoardLiveMarkers.ended) ===
    'true'
  );
}

/** The status text `page` was rendered with (the ended board's says so). */
export function renderedStatusText(page: ParentNode): string | undefined {
  return page.querySelector(`[${classBoardLiveMarkers.status}]`)?.textContent ?? undefined;
}

/** What a part's replacement should keep: how far its elements were scrolled, and which had focus. */
function viewStateOf(part: Element) {
  const scrolled = [...part.querySelectorAll('[id]')]
    .filter((element) => element.scrollLeft !== 0 || element.scrollTop !== 0)
    .map((element) => ({ id: element.id, left: element.scrollLeft, top: element.scrollTop }));
  const active = part.ownerDocument.activeElement;
  const focusedId = active && part.contains(active) && active.id !== '' ? active.id : undefined;
  return { scrolled, focusedId };
}

/**
 * Replaces each live part of `page` with the part of the same name in `fresh` (the server's new
 * rendering of the same page): the server stays the one renderer, so no learner's text is ever
 * written into the page as markup here. A teacher scrolling the table sideways or with focus on it
 * keeps their place. Returns how many parts were replaced.
 */
export function swapLiveParts(page: Document, fresh: Document): number {
  let swapped = 0;
  for (const part of page.querySelectorAll(partSelector)) {
    const name = part.getAttribute(classBoardLiveMarkers.part);
    const replacement = [...fresh.querySelectorAll(partSelector)].find(
      (candidate) => candidate.getAttribute(classBoardLiveMarkers.part) === name,
    );
    if (replacement === undefined) continue;
    const { scrolled, focusedId } = viewStateOf(part);
    part.replaceWith(page.importNode(replacement, true));
    for (const { id, left, top } of scrolled) {
      const element = page.getElementById(id);
      if (element) element.scrollTo({ left, top });
    }
    if (focusedId !== undefined)
      (page.getElementById(focusedId) as HTMLElement | null)?.focus({ preventScroll: true });
    swapped += 1;
  }
  return swapped;
}

export interface Timers {
  readonly now: () => number;
  readonly after: (ms: number, run: () => void) => void;
}

const realTimers: Timers = { now: () => Date.now(), after: (ms, run) => void setTimeout(run, ms) };

/**
 * `run` at most once at a time and at most once per `gapMs`, however often it is asked for: a class
 * of hundreds sends a burst of board events, and each fetch of the page shows every change made
 * before it. Asked while it runs, it runs once more afterwards; asked while a run waits for its
 * turn, that run covers it.
 */
export function coalesced(run: () => Promise<void>, gapMs: number, timers: Timers = realTimers): () => void {
  let running = false;
  let waiting = false;
  let askedWhileRunning = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  const start = (): void => {
    const wait = lastStart + gapMs - timers.now();
    if (wait > 0) {
      waiting = true;
      timers.after(wait, () => {
        waiting = false;
        start();
      });
      return;
    }
    running = true;
    askedWhileRunning = false;
    lastStart = timers.now();
    run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (askedWhileRunning) start();
      });
  };

  return () => {
    if (running) askedWhileRunning = true;
    else if (!waiting) start();
  };
}

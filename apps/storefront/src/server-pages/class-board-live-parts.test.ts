import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classHasEnded,
  coalesced,
  renderedStatusText,
  swapLiveParts,
  type Timers,
} from './class-board-live-parts';

/** The board page's live markup, reduced to what the script reads. */
const boardPage = ({ ended, rows }: { ended: boolean; rows: readonly string[] }) => `
  <div data-events-url="/api/v1/qa/classes/K7P2QX/events?key=k" data-class-ended="${ended}">
    <p data-live-part="summary">${rows.length} learners</p>
    <p><span role="status" data-live-status="">${ended ? 'Final: the class has ended.' : 'Refresh to see new results.'}</span></p>
    <div data-live-part="board">
      <div id="classroom-board-scroller" tabindex="0">
        <table><tbody>${rows.map((row) => `<tr><th>${row}</th></tr>`).join('')}</tbody></table>
      </div>
    </div>
    <form><input id="switch-add" name="add"></form>
  </div>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking in the server’s fresh rendering of the board', () => {
  it('replaces each live part by name and leaves the rest of the page (a half-typed switch) alone', () => {
    document.body.innerHTML = boardPage({ ended: false, rows: ['Asha K'] });
    const typed = document.getElementById('switch-add') as HTMLInputElement;
    typed.value = 'cart.add.rate';
    const swapped = swapLiveParts(document, parse(boardPage({ ended: false, rows: ['Asha K', 'Meera'] })));
    expect(swapped).toBe(2);
    expect([...document.querySelectorAll('tbody th')].map((cell) => cell.textContent)).toEqual([
      'Asha K',
      'Meera',
    ]);
    expect(document.querySelector('[data-live-part="summary"]')?.textContent).toBe('2 learners');
    expect(document.getElementById('switch-add')).toBe(typed);
    expect(typed.value).toBe('cart.add.rate');
  });

  it('keeps the focus on the table’s frame when it is replaced', () => {
    document.body.innerHTML = boardPage({ ended: false, rows: ['Asha K'] });
    document.getElementById('classroom-board-scroller')?.focus();
    swapLiveParts(document, parse(boardPage({ ended: false, rows: ['Asha K', 'Meera'] })));
    expect(document.activeElement?.id).toBe('classroom-board-scroller');
    expect(document.activeElement?.querySelectorAll('th')).toHaveLength(2);
  });

  it('takes a nickname in as text: markup in a name stays words, never elements', () => {
    document.body.innerHTML = boardPage({ ended: false, rows: [] });
    const fresh = parse(boardPage({ ended: false, rows: ['&lt;img src=x onerror=alert(1)&gt;'] }));
    swapLiveParts(document, fresh);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('tbody th')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads whether the fresh page’s class has ended and what its status then says', () => {
    expect(classHasEnded(parse(boardPage({ ended: false, rows: [] })))).toBe(false);
    const ended = parse(boardPage({ ended: true, rows: [] }));
    expect(classHasEnded(ended)).toBe(true);
    expect(renderedStatusText(ended)).toBe('Final: the class has ended.');
  });
});

describe('a burst of board events', () => {
  /** Lets a finished run's promise callbacks happen. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A clock the test moves by hand. */
  function manualTimers() {
    let now = 0;
    const due: { at: number; run: () => void }[] = [];
    const timers: Timers = { now: () => now, after: (ms, run) => void due.push({ at: now + ms, run }) };
    const advance = (ms: number) => {
      now += ms;
      for (const entry of due.filter((item) => item.at <= now)) {
        due.splice(due.indexOf(entry), 1);
        entry.run();
      }
    };
    return { timers, advance };
  }

  it('fetches once at once, once more after the run for everything asked meanwhile, a gap apart', async () => {
    const { timers, advance } = manualTimers();
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const ask = coalesced(run, 1_000, timers);

    ask();
    ask();
    ask();
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    advance(999);
    expect(run).toHaveBeenCalledTimes(1);
    advance(1);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await settle();
    advance(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs again after a failed fetch, when asked', async () => {
    const { timers, advance } = manualTimers();
    const run = vi.fn(() => Promise.reject(new Error('offline')));
    const ask = coalesced(run, 1_000, timers);
    ask();
    await settle();
    advance(1_000);
    ask();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

import { SCROLL_POSITIONS_SESSION_STORAGE_KEY } from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  createScrollMemory,
  REMEMBERED_ENTRIES,
  type ScrollPort,
  type ShownLocation,
} from './scroll-restoration';

/** A page of fake height: scrolling is a number, storage a map, elements a list of ids. */
function fakePage({ stored = new Map<string, string>(), elements = [] as string[] } = {}) {
  const page = {
    y: 0,
    stored,
    broughtIntoView: [] as string[],
    port: undefined as unknown as ScrollPort,
    /** The shopper scrolls: the browser moves the page, then fires `scroll`. */
    scroll(y: number, memory: { record(): void }) {
      page.y = y;
      memory.record();
    },
  };
  page.port = {
    scrollY: () => page.y,
    scrollTo: (y) => {
      page.y = y;
    },
    scrollToElement: (id) => {
      if (!elements.includes(id)) return false;
      page.broughtIntoView.push(id);
      page.y = 500;
      return true;
    },
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
  };
  return page;
}

const at = (key: string, pathname = '/', hash = ''): ShownLocation => ({ key, pathname, search: '', hash });

describe('scroll memory', () => {
  it('starts a new page at the top', () => {
    const page = fakePage();
    const memory = createScrollMemory(page.port);
    memory.arrive(at('a'), 'POP');
    page.scroll(1200, memory);
    memory.arrive(at('b', '/products'), 'PUSH');
    expect(page.y).toBe(0);
  });

  it('returns to where an entry was left on back and forward', () => {
    const page = fakePage();
    const memory = createScrollMemory(page.port);
    memory.arrive(at('a'), 'POP');
    page.scroll(1200, memory);
    memory.arrive(at('b', '/products'), 'PUSH');
    page.scroll(300, memory);
    memory.arrive(at('a'), 'POP');
    expect(page.y).toBe(1200);
    memory.arrive(at('b', '/products'), 'POP');
    expect(page.y).toBe(300);
  });

  it('starts at the top when a new entry replaces the shown one', () => {
    const page = fakePage();
    const memory = createScrollMemory(page.port);
    memory.arrive(at('a', '/products'), 'POP');
    page.scroll(800, memory);
    memory.arrive(at('c', '/products'), 'REPLACE');
    expect(page.y).toBe(0);
  });

  it('keeps the positions across a reload of the tab', () => {
    const page = fakePage();
    const before = createScrollMemory(page.port);
    before.arrive(at('a'), 'POP');
    page.scroll(700, before);
    before.arrive(at('b', '/cart'), 'PUSH');
    page.scroll(250, before);
    before.persist();
    expect(page.stored.has(SCROLL_POSITIONS_SESSION_STORAGE_KEY)).toBe(true);

    const reloaded = fakePage({ stored: page.stored });
    const after = createScrollMemory(reloaded.port);
    after.arrive(at('b', '/cart'), 'POP');
    expect(reloaded.y).toBe(250);
    after.arrive(at('a'), 'POP');
    expect(reloaded.y).toBe(700);
  });

  it('tells apart pages opened by their address, which share the key "default"', () => {
    const page = fakePage();
    const memory = createScrollMemory(page.port);
    memory.arrive(at('default', '/products'), 'POP');
    page.scroll(900, memory);
    memory.persist();

    const typed = fakePage({ stored: page.stored });
    createScrollMemory(typed.port).arrive(at('default', '/cart'), 'POP');
    expect(typed.y).toBe(0);
    const reloaded = fakePage({ stored: page.stored });
    createScrollMemory(reloaded.port).arrive(at('default', '/products'), 'POP');
    expect(reloaded.y).toBe(900);
  });

  it('brings the element a hash names into view, and the top when there is none', () => {
    const page = fakePage({ elements: ['reviews tab'] });
    const memory = createScrollMemory(page.port);
    memory.arrive(at('a', '/product/1/101', '#reviews%20tab'), 'PUSH');
    expect(page.broughtIntoView).toEqual(['reviews tab']);
    expect(page.y).toBe(500);
    memory.arrive(at('b', '/product/1/101', '#missing'), 'PUSH');
    expect(page.y).toBe(0);
  });

  it('prefers the remembered position to the hash on back', () => {
    const page = fakePage({ elements: ['specs'] });
    const memory = createScrollMemory(page.port);
    memory.arrive(at('a', '/product/1/101', '#specs'), 'PUSH');
    page.scroll(1500, memory);
    memory.arrive(at('b'), 'PUSH');
    memory.arrive(at('a', '/product/1/101', '#specs'), 'POP');
    expect(page.y).toBe(1500);
    expect(page.broughtIntoView).toEqual(['specs']);
  });

  it(`stores only the ${REMEMBERED_ENTRIES} entries used last`, () => {
    const page = fakePage();
    const memory = createScrollMemory(page.port);
    for (let index = 0; index <= REMEMBERED_ENTRIES; index += 1) {
      memory.arrive(at(`k${index}`), 'PUSH');
      page.scroll(index + 1, memory);
    }
    memory.persist();
    const stored = JSON.parse(page.stored.get(SCROLL_POSITIONS_SESSION_STORAGE_KEY)!) as Record<
      string,
      number
    >;
    expect(Object.keys(stored)).toHaveLength(REMEMBERED_ENTRIES);
    expect(stored).not.toHaveProperty('k0');
    expect(stored[`k${REMEMBERED_ENTRIES}`]).toBe(REMEMBERED_ENTRIES + 1);
  });

  it("returns nothing from arrive, even where the page's scroll methods return promises", () => {
    // Chromium's scrollTo and scrollIntoView return promises; React takes a layout effect's return
    // value for its cleanup and would call a promise on the next navigation.
    const page = fakePage({ elements: ['specs'] });
    const memory = createScrollMemory({
      ...page.port,
      scrollTo: (y) => {
        page.port.scrollTo(y);
        return Promise.resolve();
      },
    });
    expect(memory.arrive(at('a'), 'POP')).toBeUndefined();
    page.scroll(300, memory);
    expect(memory.arrive(at('b', '/', '#specs'), 'PUSH')).toBeUndefined();
    expect(memory.arrive(at('a'), 'POP')).toBeUndefined();
    expect(page.y).toBe(300);
  });

  it('starts afresh when the stored positions are unreadable', () => {
    const page = fakePage({ stored: new Map([[SCROLL_POSITIONS_SESSION_STORAGE_KEY, '{not json']]) });
    const memory = createScrollMemory(page.port);
    page.y = 400;
    memory.arrive(at('a'), 'POP');
    expect(page.y).toBe(0);
  });
});

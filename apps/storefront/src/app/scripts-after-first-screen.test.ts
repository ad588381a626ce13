import { BOOT_FILES_ELEMENT_ID } from '@shop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenDrawn, preloadListedScripts } from './scripts-after-first-screen';

const listScripts = (text: string) => {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = BOOT_FILES_ELEMENT_ID;
  list.textContent = text;
  document.head.append(list);
};
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a server-rendered page’s scripts, asked for after its first screen', () => {
  it('preloads every listed file once, in order, with the module scripts’ CORS mode', () => {
    listScripts('["/assets/react-1.js","/assets/router-2.js"]');
    preloadListedScripts();
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/router-2.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    expect(document.getElementById(BOOT_FILES_ELEMENT_ID)).toBeNull();
    preloadListedScripts();
    expect(preloads()).toHaveLength(2);
  });

  it('preloads nothing from a page without a list, or a list cut short in transit', () => {
    preloadListedScripts();
    listScripts('["/assets/react-1.js",');
    preloadListedScripts();
    listScripts('[7, {"file": "/assets/x.js"}]');
    preloadListedScripts();
    expect(preloads()).toEqual([]);
  });

  it('does not keep a hidden page (a background tab) waiting for a frame it will not draw', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    // As in a background tab: an observer that is never called back.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    await expect(firstScreenDrawn(document.body)).resolves.toBeUndefined();
  });
});

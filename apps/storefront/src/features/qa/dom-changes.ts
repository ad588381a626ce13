import type { DomChange } from '@shop/core/qa';

/**
 * The accessibility persona's barriers (@shop/core/qa defects.ts, edge `dom`) as changes to an
 * element the screen has already rendered: defect-edges.ts (useDomEdges) finds the element by its
 * published test id and applies the change its catalogue entry names. Components stay as they
 * are; only what a keyboard or a screen reader meets differs, and every control still works.
 *
 * A change tells `shown` when the barrier really stands in someone's way (at once for a missing
 * name; on keyboard focus for a missing ring; when a key is swallowed for a trap), and returns
 * what undoes it, for a sign-out on the same page.
 */
export interface DomChangeBinding {
  readonly apply: (element: HTMLElement, shown: () => void) => () => void;
  /** Called once the element has left the page (a dialog closed), before the change is undone. */
  readonly removed?: (element: HTMLElement, shown: () => void) => void;
}

/** Below 2:1 on the shop's white surfaces; the theme's ink is far above 4.5:1. */
const PALE_TEXT = '#c4c8cf';

/** Sets attributes (null removes one) and returns what puts the old values back. */
function setAttributes(element: Element, attributes: Record<string, string | null>): () => void {
  const before = Object.keys(attributes).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

function setImportant(element: HTMLElement, property: string, value: string): () => void {
  const before = element.style.getPropertyValue(property);
  const priority = element.style.getPropertyPriority(property);
  element.style.setProperty(property, value, 'important');
  return () => {
    if (before === '') element.style.removeProperty(property);
    else element.style.setProperty(property, before, priority);
  };
}

const undoAll = (undos: readonly (() => void)[]) => () => undos.forEach((undo) => undo());

const isLiveRegion = (element: Element) =>
  element.hasAttribute('aria-live') ||
  ['alert', 'status', 'log'].includes(element.getAttribute('role') ?? '');

export const domChangeBindings: { readonly [Change in DomChange]: DomChangeBinding } = {
  'alt-removed': {
    apply: (element, shown) => {
      const images = element instanceof HTMLImageElement ? [element] : [...element.querySelectorAll('img')];
      if (images.length > 0) shown();
      return undoAll(images.map((image) => setAttributes(image, { alt: null })));
    },
  },
  'label-removed': {
    apply: (element, shown) => {
      // Only labels that point at the field by `for`: a wrapping label cannot be undone from here.
      const labels =
        'labels' in element && element.labels instanceof NodeList
          ? [...(element.labels as NodeListOf<HTMLLabelElement>)].filter(
              (label) => label.htmlFor === element.id,
            )
          : [];
      shown();
      return undoAll([
        ...labels.map((label) => setAttributes(label, { for: null })),
        setAttributes(element, { placeholder: null, 'aria-label': null, 'aria-labelledby': null }),
      ]);
    },
  },
  'name-removed': {
    apply: (element, shown) => {
      shown();
      return setAttributes(element, { 'aria-label': null, 'aria-labelledby': null, title: null });
    },
  },
  'low-contrast': {
    apply: (element, shown) => {
      shown();
      return undoAll(
        [element, ...element.querySelectorAll<HTMLElement>('*')].map((part) =>
          setImportant(part, 'color', PALE_TEXT),
        ),
      );
    },
  },
  'tab-order-removed': {
    apply: (element, shown) => {
      shown();
      return setAttributes(element, { tabindex: '-1' });
    },
  },
  'focus-ring-removed': {
    apply: (element, shown) => {
      // Reported when a keyboard user lands on it: a pointer's focus never shows a ring anyway.
      const onFocus = () => {
        if (element.matches(':focus-visible')) shown();
      };
      element.addEventListener('focus', onFocus);
      const undo = undoAll([
        setImportant(element, 'outline', 'none'),
        setImportant(element, 'box-shadow', 'none'),
      ]);
      return () => {
        element.removeEventListener('focus', onFocus);
        undo();
      };
    },
  },
  'tab-trapped': {
    apply: (element, shown) => {
      // Before the dialog's own key handling (on the document): the keys never reach it.
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Tab' && event.key !== 'Escape') return;
        if (!element.isConnected || !element.contains(document.activeElement)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        shown();
      };
      window.addEventListener('keydown', onKeyDown, true);
      return () => window.removeEventListener('keydown', onKeyDown, true);
    },
  },
  'focus-not-returned': {
    apply: () => () => undefined,
    // The dialog has just given focus back to its opener (in the same commit): take it away.
    removed: (_element, shown) => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return;
      focused.blur();
      shown();
    },
  },
  'live-region-removed': {
    apply: (element, shown) => {
      const regions: Element[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
        if (isLiveRegion(node)) regions.push(node);
      if (regions.length > 0) shown();
      return undoAll(
        regions.map((region) =>
          setAttributes(region, { role: null, 'aria-live': null, 'aria-atomic': null }),
        ),
      );
    },
  },
};

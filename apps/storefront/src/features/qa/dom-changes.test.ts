import { domChanges } from '@shop/core/qa';
import { describe, expect, it, vi } from 'vitest';
import { domChangeBindings } from './dom-changes';

/** Puts `html` on the page and returns its element with `data-testid="target"`. */
function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-testid="target"]')!;
}

describe('the accessibility persona’s changes to a rendered element', () => {
  it('has a binding for every change the catalogue may name', () => {
    expect(Object.keys(domChangeBindings).sort()).toEqual([...domChanges].sort());
  });

  it('takes the name away (alt, label and placeholder, aria-label and title) and gives it back', () => {
    const slide = render('<div data-testid="target"><img src="/a.svg" alt="A phone"></div>');
    const shown = vi.fn();
    const undoAlt = domChangeBindings['alt-removed'].apply(slide, shown);
    expect(slide.querySelector('img')!.hasAttribute('alt')).toBe(false);
    expect(shown).toHaveBeenCalledOnce();
    undoAlt();
    expect(slide.querySelector('img')!.getAttribute('alt')).toBe('A phone');

    const field = render(
      '<label for="f">Search</label><input id="f" data-testid="target" placeholder="Name or brand">',
    ) as HTMLInputElement;
    const undoLabel = domChangeBindings['label-removed'].apply(field, vi.fn());
    expect(field.labels).toHaveLength(0);
    expect(field.hasAttribute('placeholder')).toBe(false);
    undoLabel();
    expect(field.labels).toHaveLength(1);
    expect(field.placeholder).toBe('Name or brand');

    const button = render('<button data-testid="target" aria-label="Remove" title="Remove">×</button>');
    const undoName = domChangeBindings['name-removed'].apply(button, vi.fn());
    expect(button.hasAttribute('aria-label') || button.hasAttribute('title')).toBe(false);
    undoName();
    expect(button.getAttribute('aria-label')).toBe('Remove');
  });

  it('takes a control out of the tab order, and silences the live region around an element', () => {
    const add = render('<button data-testid="target">Add to Cart</button>');
    domChangeBindings['tab-order-removed'].apply(add, vi.fn());
    expect(add.tabIndex).toBe(-1);

    const problem = render('<div role="alert"><p data-testid="target">Please choose a date</p></div>');
    const shown = vi.fn();
    const undo = domChangeBindings['live-region-removed'].apply(problem, shown);
    expect(problem.closest('[role], [aria-live]')).toBeNull();
    expect(shown).toHaveBeenCalledOnce();
    undo();
    expect(problem.parentElement!.getAttribute('role')).toBe('alert');
  });

  it('swallows Tab and Escape only while focus is inside the trapped element', () => {
    const dialog = render('<div data-testid="target"><input id="in"></div><button id="out">Out</button>');
    const shown = vi.fn();
    const undo = domChangeBindings['tab-trapped'].apply(dialog, shown);
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      document.activeElement!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    document.getElementById('out')!.focus();
    expect(press('Tab')).toBe(false);
    expect(shown).not.toHaveBeenCalled();
    document.getElementById('in')!.focus();
    expect(press('Tab')).toBe(true);
    expect(press('Escape')).toBe(true);
    expect(press('a')).toBe(false);
    expect(shown).toHaveBeenCalledTimes(2);
    undo();
    expect(press('Tab')).toBe(false);
  });

  it('drops the focus a closed dialog gave back, and reports it only then', () => {
    render('<button id="opener">Clear Cart</button>');
    const opener = document.getElementById('opener')!;
    opener.focus();
    const shown = vi.fn();
    domChangeBindings['focus-not-returned'].removed!(document.createElement('div'), shown);
    expect(document.activeElement).toBe(document.body);
    expect(shown).toHaveBeenCalledOnce();
    domChangeBindings['focus-not-returned'].removed!(document.createElement('div'), shown);
    expect(shown).toHaveBeenCalledOnce();
  });
});

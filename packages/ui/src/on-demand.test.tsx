import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onDemand, useLoadOnFirstIntent, useOnDemand, type OnDemand } from './on-demand';

// React's act() outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Panel {
  text: string;
}

/** A module whose import resolves only when the test says so. */
function deferredModule() {
  let arrive: (module: Panel) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const importModule = vi.fn(
    () =>
      new Promise<Panel>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { importModule, arrive: (module: Panel) => arrive(module), fail: (error: Error) => fail(error) };
}

function Shown({ source, wanted }: { source: OnDemand<Panel>; wanted: boolean }) {
  const module = useOnDemand(source, wanted);
  return <p>{module ? module.text : 'nothing'}</p>;
}

function Listening({ source }: { source: OnDemand<Panel> }) {
  useLoadOnFirstIntent(source);
  return null;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('onDemand', () => {
  it('imports once however often it is asked, and remembers the module', async () => {
    const { importModule, arrive } = deferredModule();
    const source = onDemand(importModule);
    expect(source.loaded()).toBeUndefined();
    const first = source.load();
    const second = source.load();
    arrive({ text: 'panel' });
    await expect(first).resolves.toEqual({ text: 'panel' });
    await expect(second).resolves.toEqual({ text: 'panel' });
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(source.loaded()).toEqual({ text: 'panel' });
  });

  it('asks again after a failed import', async () => {
    const { importModule, fail, arrive } = deferredModule();
    const source = onDemand(importModule);
    const failed = source.load();
    fail(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const retried = source.load();
    arrive({ text: 'panel' });
    await expect(retried).resolves.toEqual({ text: 'panel' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('useOnDemand', () => {
  it('fetches nothing until wanted, then renders the module once it arrives', async () => {
    const { importModule, arrive } = deferredModule();
    const source = onDemand(importModule);
    act(() => root.render(<Shown source={source} wanted={false} />));
    expect(importModule).not.toHaveBeenCalled();
    expect(container.textContent).toBe('nothing');

    act(() => root.render(<Shown source={source} wanted />));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('nothing');
    await act(async () => arrive({ text: 'panel' }));
    expect(container.textContent).toBe('panel');
  });

  it('renders a module fetched earlier at once, in the first render that wants it', async () => {
    const { importModule, arrive } = deferredModule();
    const source = onDemand(importModule);
    const loading = source.load();
    arrive({ text: 'panel' });
    await loading;
    const renders: string[] = [];
    function Recorded() {
      const module = useOnDemand(source, true);
      renders.push(module?.text ?? 'nothing');
      return null;
    }
    act(() => root.render(<Recorded />));
    expect(renders[0]).toBe('panel');
  });
});

describe('useLoadOnFirstIntent', () => {
  it('fetches on the first sign of use only (here a key), not on mount', async () => {
    const { importModule, arrive } = deferredModule();
    const source = onDemand(importModule);
    act(() => root.render(<Listening source={source} />));
    expect(importModule).not.toHaveBeenCalled();

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.dispatchEvent(new Event('pointerover'));
    expect(importModule).toHaveBeenCalledTimes(1);
    arrive({ text: 'panel' });
    await source.load();
    expect(source.loaded()).toEqual({ text: 'panel' });
  });

  it('fetches nothing when the page itself moves focus (a dialog opening)', () => {
    const { importModule } = deferredModule();
    const source = onDemand(importModule);
    act(() => root.render(<Listening source={source} />));
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    expect(importModule).not.toHaveBeenCalled();
    button.remove();
  });

  it('stops listening when unmounted', () => {
    const { importModule } = deferredModule();
    const source = onDemand(importModule);
    act(() => root.render(<Listening source={source} />));
    act(() => root.render(<></>));
    document.dispatchEvent(new Event('pointerover'));
    expect(importModule).not.toHaveBeenCalled();
  });
});

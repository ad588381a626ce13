import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Screen = () => <h1>The screen</h1>;

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, without its fallback (as a server render needs)', async () => {
    const lazy = lazyScreen(() => Promise.resolve(Screen));
    await lazy.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <lazy.Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('The screen');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the fallback until a screen not yet loaded arrives', async () => {
    const lazy = lazyScreen(() => Promise.resolve(Screen));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <lazy.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('The screen');
  });

  it('asks again after a failed download', async () => {
    let attempts = 0;
    const lazy = lazyScreen(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Screen),
    );
    await expect(lazy.preload()).rejects.toThrow('offline');
    await expect(lazy.preload()).resolves.toBe(Screen);
    expect(attempts).toBe(2);
  });
});

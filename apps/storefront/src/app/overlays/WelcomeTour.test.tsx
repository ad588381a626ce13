import { WELCOME_TOUR_DELAY_MS, WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '@shop/core';
import { WELCOME_TOUR_FINISH_LABEL, WELCOME_TOUR_PAGES, WELCOME_TOUR_TITLE } from '@shop/core/profile';
import { testIdParts, testIds } from '@shop/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../test/router-wrapper';
import { until } from '../../../test/settle';
import { Overlays } from './Overlays';

const ids = testIds.welcomeTour;
const tour = () => screen.queryByTestId(ids.dialog);
const seenFlag = () => localStorage.getItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY);

/**
 * The overlays as the app frame holds them, query cache included: the sign-in dialogs load on a first
 * sign of use (the tour's focus is one), and they need the cache whenever they arrive.
 */
function renderFrame(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Overlays />
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

/** Moves the fake clock, then lets the tour's code (a dynamic import) arrive if it was asked for. */
async function advance(ms: number): Promise<void> {
  act(() => vi.advanceTimersByTime(ms));
  for (let turn = 0; turn < 50; turn++)
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

async function openTour(): Promise<void> {
  renderFrame();
  await advance(WELCOME_TOUR_DELAY_MS);
  await until(() => tour() !== null);
}

// The tour's code is a dynamic import; compiling it cold in a loaded test worker can outlast the
// event-loop turns `until` allows (failed once in CI). Loaded here, the test's import only resolves.
beforeAll(async () => {
  await import('./WelcomeTourContainer');
});

beforeEach(() => {
  // The tour's own tests: never seen (the test setup marks it seen for every other test).
  localStorage.removeItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('the welcome tour (§2 Overlays, §4, §9)', () => {
  it('opens WELCOME_TOUR_DELAY_MS (1 s) after the first page when never seen', async () => {
    renderFrame();
    await advance(WELCOME_TOUR_DELAY_MS - 1);
    expect(tour()).toBeNull();
    await advance(1);
    await until(() => tour() !== null);
    expect(screen.getByRole('dialog', { name: WELCOME_TOUR_TITLE })).toBeTruthy();
    expect(screen.getByTestId(ids.pageTitle).textContent).toBe(WELCOME_TOUR_PAGES[0]!.title);
  });

  it('pages with Previous (disabled on the first page) and Next; the last page finishes with Get Started!', async () => {
    await openTour();
    const previous = () => screen.getByTestId(ids.previous) as HTMLButtonElement;
    expect(previous().disabled).toBe(true);
    for (const page of WELCOME_TOUR_PAGES.slice(1)) {
      fireEvent.click(screen.getByTestId(ids.next));
      expect(screen.getByTestId(ids.pageTitle).textContent).toBe(page.title);
    }
    expect(screen.queryByTestId(ids.next)).toBeNull();
    expect(previous().disabled).toBe(false);
    fireEvent.click(previous());
    expect(screen.getByTestId(ids.pageTitle).textContent).toBe(WELCOME_TOUR_PAGES.at(-2)!.title);
    fireEvent.click(screen.getByTestId(ids.next));
    expect(seenFlag()).toBeNull();

    const finish = screen.getByTestId(ids.finish);
    expect(finish.textContent).toBe(WELCOME_TOUR_FINISH_LABEL);
    fireEvent.click(finish);
    expect(tour()).toBeNull();
    expect(seenFlag()).not.toBeNull();
  });

  it('the close icon closes it and records it as seen', async () => {
    await openTour();
    fireEvent.click(screen.getByTestId(ids.next));
    fireEvent.click(screen.getByTestId(testIdParts.dialog(ids.dialog).close));
    expect(tour()).toBeNull();
    expect(seenFlag()).not.toBeNull();
  });

  it('Escape closes it and records it as seen', async () => {
    await openTour();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tour()).toBeNull();
    expect(seenFlag()).not.toBeNull();
  });

  it('never opens once seen', async () => {
    localStorage.setItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY, 'true');
    renderFrame();
    await advance(WELCOME_TOUR_DELAY_MS * 5);
    expect(tour()).toBeNull();
  });

  it('does not open when another tab recorded it as seen during the wait', async () => {
    renderFrame();
    await advance(WELCOME_TOUR_DELAY_MS / 2);
    localStorage.setItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY, 'true');
    await advance(WELCOME_TOUR_DELAY_MS * 5);
    expect(tour()).toBeNull();
  });

  it('never opens on the Google sign-in return page (/oauth-callback)', async () => {
    renderFrame('/oauth-callback');
    await advance(WELCOME_TOUR_DELAY_MS * 5);
    expect(tour()).toBeNull();
    expect(seenFlag()).toBeNull();
  });
});

import { act } from '@testing-library/react';

/**
 * Waits for `condition` while fake timers hold setTimeout: yields through setImmediate (left
 * real) so the mock API's replies arrive, without moving the fake clock the test controls.
 */
export async function until(condition: () => boolean, attempts = 500): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (condition()) return;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error(`Condition not met after ${attempts} turns of the event loop: ${condition.toString()}`);
}

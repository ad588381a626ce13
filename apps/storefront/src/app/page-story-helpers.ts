import { demoAccount, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { expect, waitFor, within } from 'storybook/test';

/** Waits until the notifications region (always mounted) shows `text`. */
export async function expectNotice(canvasElement: HTMLElement, text: string): Promise<void> {
  const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(region).toHaveTextContent(text));
}

/**
 * A `beforeEach` that leaves the standard demo user signed in in storage, as after a reload
 * (spec §4: the session is restored from `demo.auth.user`). The token is whatever the story needs:
 * the mock API's own (`mock-token-1-0`) or one it refuses.
 */
export const restoredSession =
  (token = 'mock-token-1-0') =>
  (): void =>
    localStorage.setItem(
      SESSION_USER_LOCAL_STORAGE_KEY,
      JSON.stringify({
        userId: 1,
        emailId: demoAccount('standard').email,
        firstName: 'Asha',
        lastName: 'Verma',
        token,
      }),
    );

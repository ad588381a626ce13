import { SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { accountsState } from '@shop/mocks';
import { writeAuthCookie } from '../lib/auth-cookie';
import { expect, waitFor, within } from 'storybook/test';

/** Waits until the notifications region (always mounted) shows `text`. */
export async function expectNotice(canvasElement: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(noticesRegion(canvasElement)).toHaveTextContent(text));
}

/** The notifications region, always mounted. */
export function noticesRegion(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('region', { name: 'Notifications' });
}

/** The token of the story session the mock API accepts (the standard demo user, id 1). */
export const STORY_SESSION_TOKEN = 'mock-token-1-0';

/**
 * A `beforeEach` that leaves the standard demo user signed in in storage, as after a reload
 * (spec §4: the session is restored from `demo.auth.user`, and the auth cookie still carries the
 * token for bearer calls, §7). The token is whatever the story needs: the mock API's own
 * ({@link STORY_SESSION_TOKEN}, opened in the mock's sessions so bearer calls such as the header's
 * cart fetch succeed) or one it refuses.
 */
export const restoredSession =
  (token = STORY_SESSION_TOKEN) =>
  (): void => {
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
    writeAuthCookie(token);
    if (token === STORY_SESSION_TOKEN) accountsState.sessions.set(token, 1);
  };

/**
 * The states of /oauth-callback (spec §2, §4). `popup`: the page runs in the Google popup (it tells
 * the opener and closes) rather than in the tab (it moves on: home after success, /auth after an
 * error). Pure data: the route container decides, the screen shows.
 */
export type OAuthCallbackState =
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly popup: boolean }
  | {
      readonly status: 'error';
      readonly popup: boolean;
      /** The failure's text; empty → 'An unexpected error occurred during authentication.' */
      readonly message: string;
    };

export const oauthCallbackStatuses = [
  'loading',
  'success',
  'error',
] as const satisfies readonly OAuthCallbackState['status'][];

export interface OAuthCallbackScreenProps {
  readonly state: OAuthCallbackState;
  /**
   * Where the "continue" link leads once the state is final (home after success, the sign-in page
   * after an error), for the shopper whose browser did not move on by itself; omitted in a popup.
   */
  readonly continueHref?: string;
  /** Follows the continue link inside the app (client-side navigation); the href is the fallback. */
  readonly onContinue?: () => void;
}

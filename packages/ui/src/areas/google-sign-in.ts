/** `@shop/ui/google-sign-in`: the Google sign-in callback. */
export { OAuthCallbackScreen } from '../screens/OAuthCallbackScreen/OAuthCallbackScreen';
export {
  oauthCallbackStatuses,
  type OAuthCallbackScreenProps,
  type OAuthCallbackState,
} from '../screens/OAuthCallbackScreen/oauth-callback-types';
export {
  GoogleAccountChooserScreen,
  GoogleSignInRefusedScreen,
  type GoogleAccountChooserScreenProps,
  type GoogleSignInRefusedScreenProps,
} from '../screens/GoogleAccountChooserScreen/GoogleAccountChooserScreen';

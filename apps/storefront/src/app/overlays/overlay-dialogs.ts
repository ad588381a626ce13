// The dialogs an action opens, fetched together on the first sign of use (see Overlays).
export { ProfileGuardDialog } from './ProfileGuardDialog';
export { SignInRequiredContainer } from './SignInRequiredContainer';

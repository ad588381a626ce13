import { profileMessages } from '@shop/core/profile';
import { onDemand, PlaceholderScreen, useLoadOnFirstIntent, useOnDemand } from '@shop/ui';
import { ProfileScreen } from '@shop/ui/profile';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { useDialogsStore } from '../../stores/dialogs-store';
import { type SessionUser, useSessionStore } from '../../features/users/stores/session-store';
import { useSignInIntentStore } from '../../features/users/stores/sign-in-intent-store';
import { useProfileScreen } from '../../features/profile/use-profile-screen';

/**
 * The edit dialogs render nothing until a row's Edit opens one, so their code is not the profile's
 * first download: it is fetched at the first sign of use of the page (a pointer, a touch, a key),
 * before Edit can be pressed, and an open dialog shows as soon as it is there.
 */
const editDialogs = onDemand(() => import('./profile-dialogs'));

function SignedInProfile({ user }: { user: SessionUser }) {
  const { screen, dialogs } = useProfileScreen(user);
  useLoadOnFirstIntent(editDialogs);
  const edit = useOnDemand(
    editDialogs,
    Object.values(dialogs).some((dialog) => dialog.open),
  );
  return (
    <>
      <ProfileScreen {...screen} />
      {edit && (
        <>
          <edit.DepartmentDialog {...dialogs.department} />
          <edit.HeightWeightDialog {...dialogs.heightWeight} />
          <edit.AgeGroupDialog {...dialogs.ageGroup} />
          <edit.FitAttributesDialog {...dialogs.fit} />
          <edit.ShoeSizeDialog {...dialogs.shoes} />
        </>
      )}
    </>
  );
}

/**
 * Signed out (§2): the 'Sign In required' confirm — Sign In goes to /login and back here after
 * signing in, Cancel goes home. Not while the sign-in modal is open (a session that just ended
 * here offers that one), so the two never show at once.
 */
function SignedOutProfile() {
  const signInOpen = useSignInIntentStore((state) => state.open);
  const setGuardOpen = useDialogsStore((state) => state.setProfileGuardOpen);
  useEffect(() => setGuardOpen(!signInOpen), [signInOpen, setGuardOpen]);
  useEffect(() => () => setGuardOpen(false), [setGuardOpen]);
  return (
    <PlaceholderScreen title="Profile" description={profileMessages.signInRequiredText} ways={['home']} />
  );
}

/** Profile (spec §2, §4): the signed-in user's clothing and shoes profile. */
export function ProfileRoute() {
  useDocumentTitle('Profile');
  const user = useSessionStore((state) => state.user);
  // A new user (signing in as someone else) starts from their own rows and interests.
  return user ? <SignedInProfile key={user.userId} user={user} /> : <SignedOutProfile />;
}

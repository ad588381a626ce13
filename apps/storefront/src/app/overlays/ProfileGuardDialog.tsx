import { paths, routePatterns } from '@shop/core';
import { profileMessages } from '@shop/core/profile';
import { accountLabels, ConfirmDialog, testIds } from '@shop/ui';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useDialogsStore } from '../../stores/dialogs-store';

/** Spec §2: Profile while signed out asks to sign in; signing in then leads to the profile. */
export function ProfileGuardDialog() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = useDialogsStore((state) => state.profileGuardOpen);
  const setOpen = useDialogsStore((state) => state.setProfileGuardOpen);

  return (
    <ConfirmDialog
      open={open}
      title={profileMessages.signInRequiredTitle}
      message={profileMessages.signInRequiredText}
      confirmLabel={accountLabels.signIn}
      onConfirm={() => {
        setOpen(false);
        // Once signed in, the user lands where they were going.
        navigate(paths.login({ returnTo: paths.profile() }));
      }}
      onCancel={() => {
        setOpen(false);
        // On /profile itself (opened signed out) there is nothing behind it to stay on.
        if (matchPath(routePatterns.profile, pathname)) navigate(paths.home());
      }}
      testId={testIds.profileGuard.dialog}
    />
  );
}

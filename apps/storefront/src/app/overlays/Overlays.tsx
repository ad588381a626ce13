import { profileMessages } from '@shop/core';
import { accountLabels, ConfirmDialog, DocumentDialog, testIds, ToastRegion } from '@shop/ui';
import { useNavigate } from 'react-router-dom';
import { useOverlaysStore } from '../../stores/overlays-store';
import { SignInRequiredContainer } from './SignInRequiredContainer';

/** The overlays of every page (spec §2): notices, the sign-in modal, the Profile guard, documents. */
export function Overlays() {
  const navigate = useNavigate();
  const { notices, dismissNotice, profileGuardOpen, setProfileGuardOpen, document, showDocument } =
    useOverlaysStore();

  return (
    <>
      <ToastRegion toasts={notices} onDismiss={(id) => dismissNotice(Number(id))} />
      <SignInRequiredContainer />
      <ConfirmDialog
        open={profileGuardOpen}
        title={profileMessages.signInRequiredTitle}
        message={profileMessages.signInRequiredText}
        confirmLabel={accountLabels.signIn}
        onConfirm={() => {
          setProfileGuardOpen(false);
          navigate('/login');
        }}
        onCancel={() => setProfileGuardOpen(false)}
        testId={testIds.profileGuard.dialog}
      />
      <DocumentDialog
        open={document !== null}
        title={document?.title ?? ''}
        html={document?.html ?? ''}
        onClose={() => showDocument(null)}
      />
    </>
  );
}

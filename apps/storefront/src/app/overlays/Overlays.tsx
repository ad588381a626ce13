import { paths, profileMessages } from '@shop/core';
import { accountLabels, ConfirmDialog, testIds, ToastRegion } from '@shop/ui';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useNoticesStore } from '../../stores/notices-store';
import { SignInRequiredContainer } from './SignInRequiredContainer';

// Few visits open a document, and its sanitiser (DOMPurify) is most of the dialog's weight: both
// load when the first document is asked for, not with every page.
const DocumentDialog = lazy(() =>
  import('@shop/ui/document-dialog').then((module) => ({ default: module.DocumentDialog })),
);

/** The overlays of every page (spec §2): notices, the sign-in modal, the Profile guard, documents. */
export function Overlays() {
  const navigate = useNavigate();
  const notices = useNoticesStore((state) => state.notices);
  const dismissNotice = useNoticesStore((state) => state.dismissNotice);
  const { profileGuardOpen, setProfileGuardOpen, document, showDocument } = useDialogsStore();

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
          // Once signed in, the user lands where they were going.
          navigate(paths.login({ returnTo: paths.profile() }));
        }}
        onCancel={() => setProfileGuardOpen(false)}
        testId={testIds.profileGuard.dialog}
      />
      {document !== null && (
        <Suspense fallback={null}>
          <DocumentDialog
            open
            title={document.title}
            html={document.html}
            onClose={() => showDocument(null)}
          />
        </Suspense>
      )}
    </>
  );
}

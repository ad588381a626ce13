import { onDemand, ToastRegion, useLoadOnFirstIntent, useOnDemand } from '@shop/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useNoticesStore } from '../../stores/notices-store';
import { useSignInIntentStore } from '../../features/users/stores/sign-in-intent-store';
import { scheduleWelcomeTour, useTourStore } from '../../features/profile/stores/tour-store';

// Few visits open a document, and its sanitiser (DOMPurify) is most of the dialog's weight: both
// load when the first document is asked for, not with every page.
const DocumentDialog = lazy(() =>
  import('@shop/ui/document-dialog').then((module) => ({ default: module.DocumentDialog })),
);

// The sign-in modal (with its form and the sign-in call) and the Profile guard open only on an
// action: they are fetched on the first sign of use of the page (a pointer, a touch, a key), so
// they are there before any action opens them, and a page only looked at never fetches them.
// One opened before that (a 401 on arrival) fetches them then.
const overlayDialogs = onDemand(() => import('./overlay-dialogs'));

// The welcome tour (its dialog and its seven pages) is fetched when it is about to show, 1 s after
// a first visit's first page: a visitor who has seen it never downloads it, and no page's first
// download carries it (§2 Overlays, §9).
const welcomeTour = onDemand(() => import('./WelcomeTourContainer'));

/** Starts the tour's 1 s wait once, from the page the app opened on. */
function useWelcomeTourSchedule(): boolean {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  useEffect(() => scheduleWelcomeTour(firstPath), [firstPath]);
  return useTourStore((state) => state.open);
}

/**
 * The overlays of every page (spec §2): notices, the sign-in modal, the Profile guard, documents,
 * the welcome tour.
 */
export function Overlays() {
  const notices = useNoticesStore((state) => state.notices);
  const dismissNotice = useNoticesStore((state) => state.dismissNotice);
  const signInRequiredOpen = useSignInIntentStore((state) => state.open);
  const { profileGuardOpen, document, showDocument } = useDialogsStore();
  useLoadOnFirstIntent(overlayDialogs);
  const dialogs = useOnDemand(overlayDialogs, signInRequiredOpen || profileGuardOpen);
  const tour = useOnDemand(welcomeTour, useWelcomeTourSchedule());

  return (
    <>
      <ToastRegion toasts={notices} onDismiss={(id) => dismissNotice(Number(id))} />
      {dialogs && (
        <>
          <dialogs.SignInRequiredContainer />
          <dialogs.ProfileGuardDialog />
        </>
      )}
      {tour && <tour.WelcomeTourContainer />}
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

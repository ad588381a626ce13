import { PROFILE_MODAL_WIDTHS } from '@shop/core';
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { testIdParts } from '../../testIds';
import { Box } from '../Box/Box';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import * as styles from './Dialog.css';

/** The modal widths of spec §2 (profile modals use 420, 520 or 700). */
export const dialogWidths = PROFILE_MODAL_WIDTHS;
export type DialogWidth = (typeof dialogWidths)[number];

export interface DialogProps {
  /** Closed dialogs render nothing. */
  open: boolean;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  /** Escape, the close icon and (when enabled) a click on the overlay ask the caller to close. */
  onClose: () => void;
  children: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** Optional id of an element inside `children` that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** The close icon button (accessible name 'Close'); off for steps that offer their own Close. */
  showCloseButton?: boolean;
  closeOnOverlayClick?: boolean;
  width?: DialogWidth;
  /**
   * The dialog's test id; its parts get suffixes (see `testIdParts.dialog`): `-overlay`, `-title`,
   * `-body`, `-footer`, `-close`.
   */
  testId: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (candidate) => !candidate.closest('[hidden]') && candidate.getClientRects().length > 0,
  );
}

/** Open dialogs, innermost last: only that one answers Escape and Tab. */
const openDialogs: object[] = [];

function keepTabInside(event: globalThis.KeyboardEvent, dialog: HTMLElement) {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (!dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog. Focus moves in on open (to `[data-autofocus]`, else the first control of the body,
 * else the first of the footer, else the dialog itself), stays inside while open (Tab wraps) and
 * returns to where it was on close. It renders in place (no portal, so the theme's variables still
 * apply): put dialogs in `AppLayout`'s `overlays`, outside any element that makes a stacking context.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  describedBy,
  showCloseButton = true,
  closeOnOverlayClick = false,
  width = 520,
  testId,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLElement>(null);
  const footerRef = useRef<HTMLElement>(null);
  const ids = testIdParts.dialog(testId);

  /** Where focus went on open when the body had no control yet (still loading); null otherwise. */
  const stopGapRef = useRef<HTMLElement | null>(null);
  const bodyTarget = () =>
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
    (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined);

  // Layout effect: the element that had focus is still known before the dialog takes it.
  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const inBody = bodyTarget();
      const target = inBody ?? (footerRef.current ? focusableIn(footerRef.current)[0] : undefined) ?? dialog;
      stopGapRef.current = inBody ? null : target;
      target.focus();
    }
    return () => {
      stopGapRef.current = null;
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  // A body whose controls arrive after opening (the current values load first): focus moves to
  // them once they are there, unless the user has moved it meanwhile.
  useLayoutEffect(() => {
    const stopGap = stopGapRef.current;
    if (!open || !stopGap) return;
    if (document.activeElement !== stopGap) {
      stopGapRef.current = null;
      return;
    }
    const target = bodyTarget();
    if (target) {
      stopGapRef.current = null;
      target.focus();
    }
  });

  // Keys are handled on the document, so Escape works wherever focus is (e.g. after a click on the
  // overlay); only the topmost open dialog answers. A layout effect, like the focus move above: a
  // passive effect runs a task later, and a key pressed as soon as the dialog has focus (a fast
  // user, or a play function in the built Storybook, where renders are not wrapped in act) was lost.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useLayoutEffect(() => {
    if (!open) return;
    const token = {};
    openDialogs.push(token);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented || openDialogs[openDialogs.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
    };
  }, [open]);

  if (!open) return null;

  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    // Keeps focus inside the dialog when the overlay is pressed.
    event.preventDefault();
    if (closeOnOverlayClick) onClose();
  };

  return (
    // The overlay is a pointer-only convenience: Escape is the keyboard way to close.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.overlay} data-testid={ids.overlay} onMouseDown={handleOverlayMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.dialog} ${styles.width[width]}`}
        data-testid={ids.root}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title} data-testid={ids.title}>
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              className={styles.closeButton}
              aria-label="Close"
              data-testid={ids.close}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        <Box ref={bodyRef} paddingY="lg" paddingX="xl" className={styles.body} data-testid={ids.body}>
          {children}
        </Box>
        {footer && (
          <Inline
            ref={footerRef}
            align="end"
            gap="sm"
            paddingTop="md"
            paddingX="xl"
            paddingBottom="lg"
            className={styles.footer}
            data-testid={ids.footer}
          >
            {footer}
          </Inline>
        )}
      </div>
    </div>
  );
}

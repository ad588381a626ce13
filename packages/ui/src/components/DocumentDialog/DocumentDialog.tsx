import { useMemo } from 'react';
import { testIds } from '../../testIds';
import { Dialog, type DialogWidth } from '../Dialog/Dialog';
import * as styles from './DocumentDialog.css';
import { sanitizeHtml } from './sanitize-html';

export interface DocumentDialogProps {
  open: boolean;
  /** The document's title: the dialog's heading and accessible name. */
  title: string;
  /** The document's body as HTML; rendered only after `sanitizeHtml`. */
  html: string;
  /** Escape or the close button. */
  onClose: () => void;
  width?: DialogWidth;
  /** Defaults to `document-dialog`; Dialog parts (`-title`, `-close` …) plus `document-dialog-content`. */
  testId?: string;
}

/**
 * A document in a dialog (spec §2 "Document modal"): Terms & Conditions, Privacy Policy. The HTML
 * goes through the sanitiser first whatever its source.
 */
export function DocumentDialog({
  open,
  title,
  html,
  onClose,
  width = 700,
  testId = testIds.documentDialog.dialog,
}: DocumentDialogProps) {
  const clean = useMemo(() => (open ? sanitizeHtml(html) : ''), [open, html]);
  return (
    <Dialog open={open} title={title} onClose={onClose} width={width} testId={testId}>
      {/*
        A long document scrolls: the region is focusable so keyboard users can scroll it (axe
        scrollable-region-focusable), and it takes focus on open so the dialog starts at the top
        instead of jumping to the first link further down.
      */}
      <div
        role="region"
        aria-label={title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-autofocus
        className={styles.content}
        data-testid={testIds.documentDialog.content}
        // Safe: `clean` is the output of the allow-list sanitiser above.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </Dialog>
  );
}

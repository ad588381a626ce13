import { onDemand, useLoadOnFirstIntent, useOnDemand } from '../../on-demand';
import type { ConfirmDialogProps } from './ConfirmDialog';

const confirmDialog = onDemand(() => import('./ConfirmDialog'));

/**
 * A ConfirmDialog whose code (with Dialog's) is not a screen's first download: it is fetched at the
 * first sign of use of the page (a pointer, a touch, a key), before any button can open it, and the
 * dialog shows as soon as it is there. Closed, it renders nothing, as ConfirmDialog does.
 */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  useLoadOnFirstIntent(confirmDialog);
  const loaded = useOnDemand(confirmDialog, props.open);
  return loaded ? <loaded.ConfirmDialog {...props} /> : null;
}

import { type KeyboardReportedControl, keyboardReportedControls } from '@shop/core/qa';

const watched = Object.entries(keyboardReportedControls) as [KeyboardReportedControl, string][];

/** The watched control `element` is, or is inside. */
function controlOf(element: EventTarget | null): KeyboardReportedControl | undefined {
  if (!(element instanceof Element)) return undefined;
  return watched.find(([, testId]) => element.closest(`[data-testid="${testId}"]`))?.[0];
}

/**
 * Reports a watched control (@shop/core/qa keyboard-use.ts) pressed from the keyboard, once per
 * page load, for the /qa exercise that asks for it. It counts when the focus came to the control
 * with Tab and then Enter or Space pressed it: a click, or a focus a script set, never does.
 * Returns the function that stops watching.
 */
export function watchKeyboardUse(): () => void {
  let lastKey: string | null = null;
  let reachedByTab: KeyboardReportedControl | undefined;
  const reported = new Set<KeyboardReportedControl>();
  const onKeyDown = (event: KeyboardEvent) => {
    lastKey = event.key;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const control = controlOf(event.target);
    if (control === undefined || control !== reachedByTab || reported.has(control)) return;
    reported.add(control);
    import('./api/qa-report')
      .then(({ sendKeyboardUseReport }) => sendKeyboardUseReport(control))
      .catch(() => reported.delete(control));
  };
  const onFocusIn = (event: FocusEvent) => {
    reachedByTab = lastKey === 'Tab' ? controlOf(event.target) : undefined;
  };
  const onPointerDown = () => {
    lastKey = null;
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('pointerdown', onPointerDown, true);
  };
}

import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * The keyboard and open state of the search combobox (WAI-ARIA APG "combobox with listbox popup",
 * focus stays in the input and `aria-activedescendant` names the active option):
 * - ↓/↑ move through the options, wrapping; ↓ on a closed list opens it;
 * - Enter opens the active option, or submits the form when none is active;
 * - Escape closes the list, and a second Escape clears the input;
 * - Tab, or a click anywhere else, leaves and closes; the mouse never moves the keyboard's row.
 * The active row belongs to the rows it was chosen among (`rowsKey`): new rows start with none.
 */
export function useSearchCombobox({
  optionCount,
  rowsKey,
  onChoose,
  onClear,
}: {
  optionCount: number;
  /** Changes whenever the options do (their kinds and ids). */
  rowsKey: string;
  /** Open the option at this position. */
  onChoose: (index: number) => void;
  onClear: () => void;
}) {
  // Open from the start: the panel only shows once there is something to suggest, which takes
  // typing, so this opens nothing by itself (and lets a story render a state as it looks).
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState({ rowsKey, index: -1 });
  const activeIndex = open && active.rowsKey === rowsKey && active.index < optionCount ? active.index : -1;

  const moveTo = (index: number) => setActive({ rowsKey, index });
  const close = () => {
    setOpen(false);
    moveTo(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          moveTo(-1);
          return;
        }
        if (optionCount === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = activeIndex === -1 && step === -1 ? optionCount : activeIndex;
        moveTo((from + step + optionCount) % optionCount);
        return;
      }
      case 'Enter':
        if (activeIndex === -1) {
          setOpen(false);
          return; // the form submits
        }
        event.preventDefault();
        onChoose(activeIndex);
        close();
        return;
      case 'Escape':
        // type="search" clears itself on Escape: only the second Escape may do that.
        event.preventDefault();
        if (open) close();
        else onClear();
        return;
      default:
    }
  };

  /** Focus left the search field (Tab, a click elsewhere): close. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return {
    open,
    activeIndex,
    /** Typing or clicking into the input shows the list again, with no row active yet. */
    reopen: () => {
      setOpen(true);
      moveTo(-1);
    },
    close,
    onKeyDown,
    onBlur,
  };
}

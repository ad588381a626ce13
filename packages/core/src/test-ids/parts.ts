function dialogParts(testId: string) {
  return {
    root: testId,
    overlay: `${testId}-overlay`,
    title: `${testId}-title`,
    body: `${testId}-body`,
    footer: `${testId}-footer`,
    close: `${testId}-close`,
  };
}

/**
 * Parts of components that take their test id from the caller (`testId`): each part is the
 * caller's id plus a fixed suffix, e.g. a Dialog with `testId="sign-in-required-dialog"` has its
 * close button at `sign-in-required-dialog-close`. The suffixes are part of the published ids.
 */
export const testIdParts = {
  dialog: dialogParts,
  /** A ConfirmDialog: the Dialog's parts plus its message and two buttons. */
  confirmDialog: (testId: string) => ({
    ...dialogParts(testId),
    message: `${testId}-message`,
    confirm: `${testId}-confirm`,
    cancel: `${testId}-cancel`,
  }),
  toast: (testId: string) => ({
    root: testId,
    message: `${testId}-message`,
    close: `${testId}-close`,
  }),
  banner: (testId: string) => ({
    root: testId,
    message: `${testId}-message`,
    /** The action button's own id is the caller's; this is the default when none is given. */
    action: `${testId}-action`,
  }),
  priceTag: (testId: string) => ({
    root: testId,
    current: `${testId}-current`,
    old: `${testId}-old`,
    discount: `${testId}-discount`,
  }),
  rating: (testId: string) => ({
    root: testId,
    value: `${testId}-value`,
    count: `${testId}-count`,
  }),
} as const;

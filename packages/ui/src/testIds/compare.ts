/** The compare screen (/compare) and the compare controls on cards and details. */
export const compareTestIds = {} as const;

import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(shape: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [key, typeof value === 'string' ? null : toContract(value)]),
  ) as Contract<T>;
}

/** The theme contract: every style reads these variables, never raw values. */
export const vars = createThemeContract(toContract(tokens));

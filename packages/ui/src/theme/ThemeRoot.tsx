import type { ReactNode } from 'react';
import { root } from './global.css';
import { lightTheme } from './light.css';

/** Applies the theme's variables and base typography; wraps the app and every story. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return <div className={`${lightTheme} ${root}`}>{children}</div>;
}

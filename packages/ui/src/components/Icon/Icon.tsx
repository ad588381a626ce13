import * as styles from './Icon.css';

export const iconNames = ['search', 'cart', 'user', 'compare', 'close', 'info', 'check', 'alert'] as const;
export const iconSizes = ['small', 'medium', 'large'] as const;
export type IconName = (typeof iconNames)[number];

// Outline icons on a 24-unit grid (stroke, no fill), drawn for this shop: no icon font, no network.
const paths: Record<IconName, string> = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4.5 4.5',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  compare: 'M7 4 3 8l4 4M3 8h13M17 12l4 4-4 4M21 16H8',
  close: 'M6 6l12 12M18 6 6 18',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5h.01',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  alert: 'M12 3 2 20h20L12 3Zm0 6v5m0 3h.01',
};

export interface IconProps {
  name: IconName;
  size?: (typeof iconSizes)[number];
}

/** Decorative icon: always hidden from assistive technology; the control around it carries the name. */
export function Icon({ name, size = 'medium' }: IconProps) {
  return (
    <svg
      className={styles.icon({ size })}
      viewBox="0 0 24 24"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

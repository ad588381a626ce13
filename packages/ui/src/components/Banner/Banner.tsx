import type { ReactNode } from 'react';
import { testIdParts } from '../../testIds';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import * as styles from './Banner.css';

export const bannerTones = ['info', 'success', 'warning', 'error'] as const;
export type BannerTone = (typeof bannerTones)[number];

const toneIcon: Record<BannerTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  error: 'alert',
};

export interface BannerAction {
  label: string;
  onClick: () => void;
  /** Defaults to the banner's id plus `-action`. */
  testId?: string;
}

export interface BannerProps {
  tone?: BannerTone;
  /** The notice itself (spec texts are copied exactly by the caller). */
  children: ReactNode;
  /** An optional button, e.g. 'Retry'. */
  action?: BannerAction;
  /** The state region's id; parts: `-message`, `-action`. */
  testId: string;
}

/**
 * A notice strip inside the page (a fallback in use, an error with Retry). Errors are announced at
 * once (`role="alert"`); the other tones politely (`role="status"`).
 */
export function Banner({ tone = 'info', children, action, testId }: BannerProps) {
  const ids = testIdParts.banner(testId);
  return (
    <Inline
      role={tone === 'error' ? 'alert' : 'status'}
      alignY="center"
      gap="md"
      paddingY="md"
      paddingX="lg"
      borderRadius="md"
      className={styles.tone[tone]}
      data-testid={ids.root}
    >
      <Inline
        as="p"
        alignY="center"
        gap="sm"
        wrap={false}
        className={styles.message}
        data-testid={ids.message}
      >
        <Icon name={toneIcon[tone]} />
        <span>{children}</span>
      </Inline>
      {action && (
        <Button variant="outline" size="small" testId={action.testId ?? ids.action} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Inline>
  );
}

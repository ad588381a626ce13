import { useId, type ReactNode } from 'react';
import { Stack } from '../../components/Stack/Stack';
import * as styles from './HomeScreen.css';

export interface HomeSectionProps {
  title: string;
  /** The section's state region id, e.g. `home-categories`. */
  testId: string;
  children: ReactNode;
}

/** One section of the home page: a landmark named by its visible heading. */
export function HomeSection({ title, testId, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg" data-testid={testId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </Stack>
  );
}

import { healthMessages } from '@shop/core/health';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Stack } from '../../components/Stack/Stack';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import * as styles from './HealthScreen.css';

export type HealthScreenState =
  | { kind: 'loading' }
  | { kind: 'ready'; status: string; message: string }
  | { kind: 'error'; message: string };

export const healthStateKinds = [
  'loading',
  'ready',
  'error',
] as const satisfies readonly HealthScreenState['kind'][];

export interface HealthScreenProps {
  state: HealthScreenState;
  /** 'Refresh' on the ready state. */
  onRefresh: () => void;
  /** 'Retry' on the error state. */
  onRetry: () => void;
}

/** The /health screen (spec §2 Health): status and message with Refresh, or 'Error: …' with Retry. */
export function HealthScreen({ state, onRefresh, onRetry }: HealthScreenProps) {
  const titleId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="lg"
      maxWidth="medium"
      paddingY="xxl"
      paddingX="xl"
      data-testid={testIds.health.screen}
    >
      <h1 id={titleId} className={styles.title}>
        {healthMessages.title}
      </h1>
      <Stack align="start" gap="lg" padding="xl" background="surface" border="standard" borderRadius="lg">
        {state.kind === 'loading' && (
          <SkeletonGroup label="Checking…" showLabel testId={testIds.health.loading}>
            <Stack as="span" gap="sm" paddingTop="md" className={styles.loadingLines}>
              <Skeleton shape="text" width="half" />
              <Skeleton shape="text" width="threeQuarters" />
            </Stack>
          </SkeletonGroup>
        )}
        {state.kind === 'ready' && (
          <>
            <dl className={styles.facts}>
              <dt className={styles.term}>Status</dt>
              <dd className={styles.value} data-testid={testIds.health.status}>
                {state.status}
              </dd>
              <dt className={styles.term}>Message</dt>
              <dd className={styles.value} data-testid={testIds.health.message}>
                {state.message}
              </dd>
            </dl>
            <Button testId={testIds.health.refresh} onClick={onRefresh}>
              Refresh
            </Button>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <p role="alert" className={styles.error} data-testid={testIds.health.error}>
              Error: {state.message}
            </p>
            <Button testId={testIds.health.retry} onClick={onRetry}>
              Retry
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}

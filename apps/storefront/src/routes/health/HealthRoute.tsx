import { failureText } from '@shop/core';
import { HealthScreen, type HealthScreenState } from '@shop/ui/health';
import { useHealth } from '../../features/health/api/health';
import { useDocumentTitle } from '../../lib/document-title';

export function HealthRoute() {
  useDocumentTitle('System Health');
  const health = useHealth();

  const state: HealthScreenState =
    health.isPending || (health.isFetching && health.isError)
      ? { kind: 'loading' }
      : health.isError
        ? { kind: 'error', message: failureText('health', health.error) }
        : { kind: 'ready', status: health.data.status, message: health.data.message };

  const refetch = () => void health.refetch();
  return <HealthScreen state={state} onRefresh={refetch} onRetry={refetch} />;
}

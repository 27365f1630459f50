import { lazy, Suspense } from 'react';
import { useSession } from '../../hooks/use-session';

const OutboxRunnerHost = lazy(() => import('./outbox-runner-host'));

/**
 * Starts the outbox runner for a signed-in member: it sends what was written offline, now and
 * whenever the connection comes back. Loaded on demand, so the first visit's bytes stay the same.
 */
export function OutboxRunnerStart() {
  const { userInfo, isAuthenticated } = useSession();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <OutboxRunnerHost account={userInfo?.id ?? userInfo?.email ?? ''} />
    </Suspense>
  );
}

import { useEffect } from 'react';
import { useSession } from '../../hooks/use-session';

/**
 * Starts the outbox runner for a signed-in member (again for each new sign-in): it sends what was
 * written offline, now and whenever the connection comes back. Loaded on demand, so the first
 * visit's bytes stay the same.
 */
export function OutboxRunnerStart() {
  const { userInfo, isAuthenticated } = useSession();
  const account = isAuthenticated ? (userInfo?.id ?? userInfo?.email ?? '') : null;
  useEffect(() => {
    if (account === null) return;
    void import('../../features/volume/outbox/outbox-runner')
      .then(({ startOutboxRunner }) => startOutboxRunner())
      .catch((error: unknown) => console.error('[camino] the outbox could not be sent', error));
  }, [account]);
  return null;
}

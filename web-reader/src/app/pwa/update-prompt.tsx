import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeUpdate, updateWaiting } from './update-state';

// Downloaded only when a new version waits: most visits never need it.
const UpdatePromptCard = lazy(() => import('./update-prompt-card'));

/**
 * Offers the new version once one is installed in the background. It stays until the member
 * chooses, so a note being typed is never interrupted by a reload nobody asked for; a member who
 * never chooses gets the new version on the next visit.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePromptCard />
    </Suspense>
  ) : null;
}

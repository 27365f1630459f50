import { useSyncExternalStore } from 'react';
import { countUnsent } from '../lib/outbox/member-outbox';
import { draftOwner } from '../lib/outbox/note-drafts';
import { outboxVersion, subscribeOutbox } from '../lib/outbox/outbox-changes';
import { useSession } from './use-session';

/** Pre-rendered pages know no outbox: it lives in this browser's storage. */
const none = () => 0;

/**
 * The signed-in member's outbox as a component sees it: whose it is (null when signed out), a
 * change counter that re-renders the component on every change (here or in another tab), and how
 * many writes wait (`conflicts`: those waiting for the member's choice).
 */
export function useUnsentWrites() {
  const { userInfo } = useSession();
  const owner = draftOwner(userInfo);
  const version = useSyncExternalStore(subscribeOutbox, outboxVersion, none);
  const { total, conflicts } = owner ? countUnsent(owner) : { total: 0, conflicts: 0 };
  return { owner, version, total, conflicts };
}

import { UnsubscribePage } from '../../features/me/components/unsubscribe-page';

/** /unsubscribe?token=: the digest email's one-click link; no sign-in needed. */
export default function UnsubscribeRoute() {
  return <UnsubscribePage />;
}

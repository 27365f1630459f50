import { Alert } from '@mantine/core';
import { useOnline } from '../hooks/use-online';
import { CloudOffIcon } from './icons';

/**
 * Said up front, while there is no connection, on a page whose actions need one (signing in,
 * search, the admin panel), instead of letting the member try and fail. Nothing shows online.
 */
export function NeedsConnection({ message }: { message: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="gray" variant="light" icon={<CloudOffIcon />} role="status" data-testid="needs-connection">
      {message}
    </Alert>
  );
}

import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from './icons';

/**
 * A link back to the page the reader came from, drawn as a button with a left chevron: `subtle`
 * and compact at the top of a page, outlined where it closes a page or an error.
 */
export function BackButton({
  to,
  subtle = false,
  testId,
  children,
}: {
  to: string;
  subtle?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button
      component={Link}
      to={to}
      variant={subtle ? 'subtle' : 'default'}
      size={subtle ? 'compact-md' : undefined}
      leftSection={<ChevronLeftIcon size={16} />}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

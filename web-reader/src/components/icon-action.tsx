import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Hint } from './hint';

interface IconActionProps {
  /** Both the hint and the accessible name: the icon says nothing to a screen reader. */
  label: string;
  children: ReactNode;
  hintAlign?: 'center' | 'end';
  hintClassName?: string;
  testId?: string;
}

/**
 * An icon button of the page's chrome with its hint; `onClick` does what it says. `round` draws
 * the larger round arrows that step through days.
 */
export function IconButton({
  label,
  children,
  hintAlign,
  hintClassName,
  testId,
  onClick,
  round = false,
}: IconActionProps & { onClick: () => void; round?: boolean }) {
  return (
    <Hint label={label} align={hintAlign} className={hintClassName}>
      <ActionIcon
        variant="default"
        size={round ? 'xl' : 'lg'}
        radius={round ? 'xl' : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Hint>
  );
}

/** The same square icon as a link to another page of the reader. */
export function IconLink({
  label,
  children,
  hintAlign,
  hintClassName,
  testId,
  to,
}: IconActionProps & { to: string }) {
  return (
    <Hint label={label} align={hintAlign} className={hintClassName}>
      <ActionIcon
        component={Link}
        to={to}
        variant="default"
        size="lg"
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </Hint>
  );
}

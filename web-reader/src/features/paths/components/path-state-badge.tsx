import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'teal', paused: 'yellow', left: 'gray' } as const;
const KEYS = { active: 'pathStateActive', paused: 'pathStatePaused', left: 'pathStateLeft' } as const;

/** Where the member stands with a path: following it, paused, or left (nothing when never joined). */
export function PathStateBadge({ state }: { state: 'active' | 'paused' | 'left' | null }) {
  const { t } = useTranslation();
  if (state === null) return null;
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="path-state">
      {t(KEYS[state])}
    </Badge>
  );
}

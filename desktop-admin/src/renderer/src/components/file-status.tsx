import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceFile } from '../../../shared/workspace-types';

/** The state words a file shows in the tree: problems first, else how it stands against the last upload. */
export function useFileStatus() {
  const { t } = useTranslation();
  return (file: WorkspaceFile) => {
    if (file.problems.length > 0) {
      return {
        state: 'problems',
        color: 'red',
        short: String(file.problems.length),
        text: t('stateProblems', { count: file.problems.length }),
      };
    }
    if (file.uploadState === 'uploaded')
      return {
        state: 'uploaded',
        color: 'teal',
        short: '✓',
        text: `${t('stateValid')} · ${t('stateUploaded')}`,
      };
    if (file.uploadState === 'changed')
      return {
        state: 'changed',
        color: 'orange',
        short: '●',
        text: `${t('stateValid')} · ${t('stateChanged')}`,
      };
    return { state: 'never', color: 'blue', short: '+', text: `${t('stateValid')} · ${t('stateNever')}` };
  };
}

/** A small badge with the file's state; the full sentence is its tooltip and accessible name. */
export function FileStatusBadge({ file }: { file: WorkspaceFile }) {
  const status = useFileStatus()(file);
  return (
    <Tooltip label={status.text} withArrow openDelay={300}>
      <Badge
        size="sm"
        variant="light"
        color={status.color}
        aria-label={status.text}
        data-state={status.state}
      >
        {status.short}
      </Badge>
    </Tooltip>
  );
}

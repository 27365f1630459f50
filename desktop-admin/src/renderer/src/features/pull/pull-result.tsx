import { messageLanguage, problemText } from '@camino/schemas/messages/render-problem';
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PullFileStatus, PullReport } from '../../../../shared/server-types';

const COLORS: Record<PullFileStatus, string> = {
  added: 'teal',
  updated: 'blue',
  same: 'gray',
  'kept-local': 'yellow',
  conflict: 'red',
};

/** What a pull did with each file; conflicts first and highlighted, with the promise kept. */
export function PullResult({ report }: { report: PullReport }) {
  const { t, i18n } = useTranslation();
  const conflicts = report.files.filter((f) => f.status === 'conflict');
  const files = [...conflicts, ...report.files.filter((f) => f.status !== 'conflict')];
  return (
    <Stack gap="xs" data-testid="pull-result">
      <Text fw={600}>{t('pullDone', { count: report.files.length })}</Text>
      {conflicts.length > 0 && (
        <Alert color="red" data-testid="pull-conflicts">
          {t('pullConflicts', { count: conflicts.length })}
        </Alert>
      )}
      <List spacing={2} size="sm" listStyleType="none">
        {files.map((file) => (
          <List.Item key={file.path} data-pull-file={file.path} data-pull-status={file.status}>
            <Group gap="xs" wrap="nowrap">
              <Badge color={COLORS[file.status]} variant={file.status === 'conflict' ? 'filled' : 'light'}>
                {t(`pullStatus_${file.status}`)}
              </Badge>
              <Text size="sm" ff="monospace" fw={file.status === 'conflict' ? 700 : undefined}>
                {file.path}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {report.skipped.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('pullSkipped')}
          </Text>
          <List size="sm">
            {report.skipped.map((s) => (
              <List.Item key={s.label}>
                {s.label}: {problemText(s.reason, messageLanguage(i18n.language))}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

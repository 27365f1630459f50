import { Code, ScrollArea, Table, Text, Title, Group, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localizeProblems } from '@camino/schemas/messages/render-problem';
import { useWorkspace } from '../../app/workspace-context';

/**
 * Every problem of the workspace: file, line:column, JSON pointer and message. A click opens the
 * file in the editor with the cursor at the problem. Main raises each problem by code; it is
 * written in the UI language from the shared problem catalogue (the reader's admin does the same).
 */
export function ProblemsPanel() {
  const { t, i18n } = useTranslation();
  const { snapshot, open } = useWorkspace();
  const problems = localizeProblems(snapshot?.problems ?? [], i18n.language);
  // Warnings (unreadable Bible references) follow the problems; they block nothing.
  const warnings = localizeProblems(snapshot?.warnings ?? [], i18n.language);
  const rows = [
    ...problems.map((p) => ({ ...p, warning: false })),
    ...warnings.map((w) => ({ ...w, warning: true })),
  ];
  return (
    <section
      aria-labelledby="problems-title"
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Group gap="xs" px="sm" py={6}>
        <Title order={2} size="h6" id="problems-title">
          {t('problemsTitle')}
        </Title>
        <Badge size="sm" color={problems.length ? 'red' : 'teal'} variant="light" data-testid="problem-count">
          {problems.length}
        </Badge>
        {warnings.length > 0 && (
          <Badge
            size="sm"
            color="yellow"
            variant="light"
            data-testid="warning-count"
            title={t('referenceWarningsHelp')}
          >
            {warnings.length}
          </Badge>
        )}
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm">
            {t('noProblems')}
          </Text>
        ) : (
          <Table highlightOnHover striped verticalSpacing={4} fz="sm" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('colFile')}</Table.Th>
                <Table.Th>{t('colPosition')}</Table.Th>
                <Table.Th>{t('colPointer')}</Table.Th>
                <Table.Th>{t('colMessage')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p, i) => (
                <Table.Tr
                  key={`${p.file}-${i}`}
                  data-problem={p.warning ? undefined : p.file}
                  data-warning={p.warning ? p.file : undefined}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => open(p.file, { line: p.line, column: p.column })}
                  onKeyDown={(e) => e.key === 'Enter' && open(p.file, { line: p.line, column: p.column })}
                >
                  <Table.Td>{p.file}</Table.Td>
                  <Table.Td>
                    {p.line}:{p.column}
                  </Table.Td>
                  <Table.Td>
                    <Code>{p.pointer || '/'}</Code>
                  </Table.Td>
                  <Table.Td>
                    {p.warning && (
                      <Badge size="xs" color="yellow" variant="light" mr={6}>
                        {t('referenceWarning')}
                      </Badge>
                    )}
                    {p.message}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ScrollArea>
    </section>
  );
}

import { Alert, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';

const KINDS = ['notes', 'marks', 'positions', 'members'] as const;
const ROW_KEYS = {
  notes: 'adminImpactRowNotes',
  marks: 'adminImpactRowMarks',
  positions: 'adminImpactRowPositions',
  members: 'adminImpactRowMembers',
} as const;

/**
 * What a playlist upload did (or, from its dry run, would do) to members' data in its volume
 * (schemas/README.md, Chapter identity): what moves with its chapter to a new position, and what
 * belongs to chapters the playlist no longer has (kept, and listed to each owner). Orange when
 * anything is left unpublished.
 */
export function MemberImpact({ impact }: { impact: PlaylistImpact }) {
  const { t } = useTranslation();
  const untouched = KINDS.every((k) => impact.moved[k] === 0 && impact.unpublished[k] === 0);
  const stranded = impact.unpublished.members > 0;
  return (
    <Alert
      color={stranded ? 'orange' : 'blue'}
      title={t('adminImpactTitle', { volume: impact.volume_number })}
      data-testid="playlist-impact"
    >
      {untouched ? (
        <Text size="sm">{t('adminImpactNone')}</Text>
      ) : (
        <>
          <Table withTableBorder={false} verticalSpacing={2} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('adminImpactKind')}</VisuallyHidden>
                </Table.Th>
                <Table.Th scope="col">{t('adminImpactMoved')}</Table.Th>
                <Table.Th scope="col">{t('adminImpactUnpublished')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {KINDS.map((kind) => (
                <Table.Tr key={kind} data-testid={`impact-${kind}`}>
                  <Table.Th scope="row">{t(ROW_KEYS[kind])}</Table.Th>
                  <Table.Td>{impact.moved[kind]}</Table.Td>
                  <Table.Td>{impact.unpublished[kind]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {stranded && (
            <Text size="sm" mt="xs">
              {t('adminImpactUnpublishedHelp')}
            </Text>
          )}
        </>
      )}
    </Alert>
  );
}

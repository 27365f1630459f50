import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from '@camino/schemas/messages/render-problem';
import type { Problem } from '../../../../shared/result';
import type { FileProblem, PackReport } from '../../../../shared/workspace-types';
import { api } from '../../lib/api';
import { useWorkspace } from '../../app/workspace-context';

/** Packs one volume into the server's ZIPs; main refuses while the volume has problems. */
/** A refusal's problem as one line: a file's problem names the file and its place before the words. */
function packProblemLine(problem: Problem | FileProblem, language: string): string {
  const text = localizedText(problem, language);
  if (!('file' in problem)) return text;
  return `${problem.file} ${problem.line}:${problem.column} ${problem.pointer || '(file)'} ${text}`;
}

export function PackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { snapshot } = useWorkspace();
  const volumes = snapshot?.volumes ?? [];
  const [volume, setVolume] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ report?: PackReport; problems?: Problem[] } | null>(null);
  const chosen = volume ?? (volumes[0] ? String(volumes[0].volume) : null);

  const hasTemas = snapshot?.files.some((f) => f.kind === 'tema') ?? false;

  const pack = async (what: 'volume' | 'temas') => {
    if (what === 'volume' && !chosen) return;
    setBusy(true);
    const result = what === 'temas' ? await api.pack.temas() : await api.pack.volume(Number(chosen));
    setBusy(false);
    setOutcome(result.ok ? { report: result.value } : { problems: result.problems });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('packTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('packIntro')}</Text>
        {volumes.length === 0 ? (
          <Text c="dimmed">{t('noVolumes')}</Text>
        ) : (
          <Group align="end">
            <Select
              label={t('volume')}
              data={volumes.map((v) => ({
                value: String(v.volume),
                label: `${t('volumeLabel', { volume: v.volume })}${v.problemCount ? ` · ${t('stateProblems', { count: v.problemCount })}` : ''}`,
              }))}
              value={chosen}
              onChange={(value) => {
                setVolume(value);
                setOutcome(null);
              }}
              allowDeselect={false}
            />
            <Button onClick={() => void pack('volume')} loading={busy}>
              {t('packButton')}
            </Button>
          </Group>
        )}
        {hasTemas && (
          <Group justify="space-between">
            <Text size="sm">{t('packTemasIntro')}</Text>
            <Button variant="light" onClick={() => void pack('temas')} loading={busy}>
              {t('packTemasButton')}
            </Button>
          </Group>
        )}
        {outcome?.problems && (
          <Alert color="red" title={t('packRefused')} data-testid="pack-refused">
            <List size="sm">
              {outcome.problems.map((p, i) => (
                <List.Item key={i}>{packProblemLine(p, i18n.language)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {outcome?.report && (
          <Alert color="teal" title={t('packDone')} data-testid="pack-done">
            <List size="sm">
              {outcome.report.zips.map((zip) => (
                <List.Item key={zip.name}>
                  <Text span fw={600}>
                    {zip.name}
                  </Text>{' '}
                  · {t('entries', { count: zip.entries.length })} ({zip.entries.join(', ')}) · {zip.path}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}

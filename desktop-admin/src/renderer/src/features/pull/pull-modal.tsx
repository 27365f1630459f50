import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Progress,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import type { PullProgress, PullReport, PullRequest } from '../../../../shared/server-types';
import { api } from '../../lib/api';
import { useWorkspace } from '../../app/workspace-context';
import { PullResult } from './pull-result';

const VOLUMES = Array.from({ length: VOLUME_COUNT }, (_, i) => String(i + 1));
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Chooses parts of the live content to pull into the open workspace, shows main's progress and
 * then what happened to each file. Main decides by content hashes; local edits are never
 * overwritten (conflicts are listed, highlighted).
 */
export function PullModal() {
  const { t } = useTranslation();
  const { pullOpen, setPullOpen, connection, settle, refresh } = useWorkspace();
  const [volumes, setVolumes] = useState<string[]>([]);
  const [temas, setTemas] = useState(false);
  const [months, setMonths] = useState<string[]>([]);
  const [monthError, setMonthError] = useState<string | null>(null);
  const [about, setAbout] = useState(false);
  const [news, setNews] = useState(false);
  const [image, setImage] = useState(false);
  const [buttons, setButtons] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<PullProgress | null>(null);
  const [report, setReport] = useState<PullReport | null>(null);

  const request: PullRequest = {
    volumes: volumes.map(Number),
    temas,
    gospelMonths: months,
    about,
    news,
    image,
    buttons,
  };
  const nothing = !volumes.length && !temas && !months.length && !about && !news && !image && !buttons;

  const setMonthList = (values: string[]) => {
    const bad = values.find((v) => !MONTH.test(v));
    setMonthError(bad ? t('pullGospelMonthInvalid', { value: bad }) : null);
    setMonths(values.filter((v) => MONTH.test(v)));
  };

  const pull = async () => {
    setRunning(true);
    setReport(null);
    setProgress({ done: 0, total: 1, current: null });
    const unsubscribe = api.server.onPullProgress(setProgress);
    try {
      const outcome = settle(await api.server.pull(request));
      if (outcome) setReport(outcome);
    } finally {
      unsubscribe();
      setProgress(null);
      setRunning(false);
      await refresh();
    }
  };

  const percent = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
  return (
    <Modal opened={pullOpen} onClose={() => !running && setPullOpen(false)} title={t('pullTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('pullIntro')}</Text>
        {!connection && (
          <Alert color="yellow" data-testid="pull-connect-first">
            {t('pullConnectFirst')}
          </Alert>
        )}
        <MultiSelect
          label={t('pullVolumes')}
          placeholder={t('pullVolumesPlaceholder')}
          data={VOLUMES}
          value={volumes}
          onChange={setVolumes}
          searchable
          clearable
          disabled={running}
        />
        <TagsInput
          label={t('pullGospelMonths')}
          placeholder={t('pullGospelMonthsPlaceholder')}
          value={months}
          onChange={setMonthList}
          error={monthError}
          disabled={running}
        />
        <Group>
          <Checkbox
            label={t('pullTemas')}
            checked={temas}
            onChange={(e) => setTemas(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('pullAbout')}
            checked={about}
            onChange={(e) => setAbout(e.currentTarget.checked)}
          />
          <Checkbox label={t('pullNews')} checked={news} onChange={(e) => setNews(e.currentTarget.checked)} />
          <Checkbox
            label={t('pullImage')}
            checked={image}
            onChange={(e) => setImage(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('pullButtons')}
            checked={buttons}
            onChange={(e) => setButtons(e.currentTarget.checked)}
          />
        </Group>
        {nothing && (
          <Text size="sm" c="dimmed">
            {t('pullNothingChosen')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void pull()} loading={running} disabled={nothing || !connection}>
            {t('pullStart')}
          </Button>
        </Group>
        {progress && (
          <Stack gap={4}>
            <Progress value={percent} animated aria-label={t('pullFromServer')} data-testid="pull-progress" />
            {progress.current && (
              <Text size="xs" c="dimmed">
                {t('pullReading', { current: progress.current })}
              </Text>
            )}
          </Stack>
        )}
        {report && <PullResult report={report} />}
      </Stack>
    </Modal>
  );
}

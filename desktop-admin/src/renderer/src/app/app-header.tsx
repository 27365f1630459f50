import {
  ActionIcon,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Title,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@camino/schemas/languages';
import { setLanguage } from '../lib/i18n';
import { useWorkspace } from '../features/workspace/workspace-context';

interface AppHeaderProps {
  onPack: () => void;
  onPublish: () => void;
}

/** Title, workspace actions, connection, language and light/dark. */
export function AppHeader({ onPack, onPublish }: AppHeaderProps) {
  const { t, i18n } = useTranslation();
  const { snapshot, connection, openFolder, createWorkspace, importZip } = useWorkspace();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Title order={1} size="h4">
          {t('appTitle')}
        </Title>
        {snapshot && (
          <Badge variant="outline" size="lg" tt="none" title={snapshot.root} data-testid="workspace-name">
            {snapshot.name}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="default" onClick={() => void openFolder()}>
          {t('openFolder')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void createWorkspace()}>
          {t('newWorkspace')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void importZip()} disabled={!snapshot}>
          {t('importZip')}
        </Button>
        <Button size="xs" variant="light" onClick={onPack} disabled={!snapshot}>
          {t('pack')}
        </Button>
        <Button size="xs" onClick={onPublish} disabled={!snapshot}>
          {t('publish')}
        </Button>
        <Badge color={connection ? 'teal' : 'gray'} variant="dot" data-testid="connection-badge">
          {connection ? t('connectedAs', { ...connection }) : t('notConnected')}
        </Badge>
        <SegmentedControl
          size="xs"
          aria-label={t('language')}
          value={i18n.language === 'es' ? 'es' : 'en'}
          onChange={(value) => setLanguage(value as Language)}
          data={[
            { value: 'en', label: 'EN' },
            { value: 'es', label: 'ES' },
          ]}
        />
        <Tooltip label={dark ? t('lightMode') : t('darkMode')}>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={dark ? t('lightMode') : t('darkMode')}
            onClick={() => setColorScheme(dark ? 'light' : 'dark')}
          >
            {dark ? '☀' : '☾'}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

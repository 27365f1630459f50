import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  SegmentedControl,
  Title,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@camino/schemas/languages';
import { setLanguage } from '../lib/i18n';
import { useWorkspace } from './workspace-context';

interface AppHeaderProps {
  onPack: () => void;
  onPublish: () => void;
}

/**
 * Title, workspace actions, connection, language and light/dark. It must fit the window's
 * minimum size (960×600) in both languages: the folder name and the connection give way
 * (truncated, whole text in their title), the actions never do. Import ZIP sits above the tree.
 */
export function AppHeader({ onPack, onPublish }: AppHeaderProps) {
  const { t, i18n } = useTranslation();
  const { snapshot, connection, openFolder, createWorkspace, createSample, setPullOpen } = useWorkspace();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Title order={1} size="h4" style={{ whiteSpace: 'nowrap' }}>
          {t('appTitle')}
        </Title>
        {snapshot && (
          <Badge
            variant="outline"
            size="lg"
            tt="none"
            title={snapshot.root}
            data-testid="workspace-name"
            style={{ minWidth: 0, flexShrink: 1 }}
          >
            {snapshot.name}
          </Badge>
        )}
        {snapshot?.sample && (
          <Badge color="orange" size="lg" tt="none" title={t('sampleBadgeTitle')} data-testid="sample-badge">
            {t('sampleBadge')}
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        <Button size="xs" variant="default" onClick={() => void openFolder()}>
          {t('openFolder')}
        </Button>
        {/* One menu for the other ways to start or fill a workspace, so the header still fits 960px. */}
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="xs" variant="default">
              {t('workspaceMenu')} ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void createWorkspace()}>{t('newEmptyWorkspace')}</Menu.Item>
            <Menu.Item onClick={() => void createSample()}>{t('sampleWorkspace')}</Menu.Item>
            <Menu.Item onClick={() => setPullOpen(true)} disabled={!snapshot || !connection}>
              {t('pullFromServer')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button size="xs" variant="light" onClick={onPack} disabled={!snapshot}>
          {t('pack')}
        </Button>
        <Button size="xs" onClick={onPublish} disabled={!snapshot}>
          {t('publish')}
        </Button>
        <Badge
          color={connection ? 'teal' : 'gray'}
          variant="dot"
          data-testid="connection-badge"
          maw={170}
          tt="none"
          title={connection ? t('connectedAs', { ...connection }) : undefined}
        >
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

import '@mantine/core/styles/Drawer.css';
import { Button, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListIcon } from '../../../components/icons';

/**
 * On phones the chapter list waits in a sheet from the bottom, so the chapter text comes right
 * after the player. Mantine's Drawer keeps focus inside while open, closes on Escape, and gives
 * focus back to the button that opened it.
 */
export function ChapterListDrawer({
  opened,
  onOpen,
  onClose,
  counter,
  children,
}: {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  counter: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="default"
        leftSection={<ListIcon size={18} />}
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-testid="chapter-list-open"
      >
        {t('chapterListOpen')} <span aria-hidden="true">&nbsp;·&nbsp;{counter}</span>
      </Button>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        size="85%"
        title={t('videoListTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
        data-testid="chapter-list-drawer"
      >
        {children}
      </Drawer>
    </>
  );
}

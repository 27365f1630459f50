import '@mantine/core/styles/Drawer.css';
import { Button, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list icon for the chapters button (decorative: the button says "Chapters"). */
function ListIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </svg>
  );
}

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
        leftSection={<ListIcon />}
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

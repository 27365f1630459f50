import { Modal } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutContent } from './about-content';

/**
 * The About dialog of the header; Esc and a click outside close it (SPEC.md §2), and focus goes
 * back to what opened it. The header mounts this dialog already open (it is loaded on the first
 * click), and Mantine only notes the opener when `opened` changes after mount, so the first close
 * dropped focus to <body>: the opener is noted here instead, as the dialog opens.
 */
export default function AboutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  // Noted during render, before the dialog's focus trap moves focus inside it.
  if (opened && !wasOpened.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpened.current = opened;

  useEffect(() => {
    if (opened) return;
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    // After Mantine's own close work (its trap lets go of focus on the next tick).
    const timer = window.setTimeout(() => target.focus({ preventScroll: true }), 10);
    return () => window.clearTimeout(timer);
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={t('aboutTitle')}
      size="lg"
      closeOnEscape
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {opened && <AboutContent headingOffset={2} />}
    </Modal>
  );
}

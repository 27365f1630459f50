import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AboutContent } from './about-content';

/** The About dialog of the header; Esc and a click outside close it (SPEC.md §2). */
export default function AboutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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

import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Hint } from '../../../components/hint';
import classes from './my-notes-link.module.css';
import { NotesIcon } from '../../../components/icons';

/**
 * The header's way to My notes: a labelled button where there is room, an icon with a hint on a
 * phone (the member's row holds name, email and the account buttons at 390 px).
 */
export function MyNotesLink() {
  const { t } = useTranslation();
  return (
    <>
      <span className={classes.wide}>
        <Button component={Link} to="/my-notes" variant="light" size="xs" data-testid="my-notes-link">
          {t('myNotesLink')}
        </Button>
      </span>
      <Hint label={t('myNotesLink')} className={classes.compact}>
        <ActionIcon
          component={Link}
          to="/my-notes"
          variant="default"
          size="lg"
          aria-label={t('myNotesLink')}
          data-testid="my-notes-link-compact"
        >
          <NotesIcon />
        </ActionIcon>
      </Hint>
    </>
  );
}

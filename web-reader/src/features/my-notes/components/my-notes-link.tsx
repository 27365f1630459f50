import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconLink } from '../../../components/icon-action';
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
      <IconLink
        label={t('myNotesLink')}
        to="/my-notes"
        hintClassName={classes.compact}
        testId="my-notes-link-compact"
      >
        <NotesIcon />
      </IconLink>
    </>
  );
}

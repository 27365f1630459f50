import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Hint } from '../../../components/hint';
import classes from './my-notes-link.module.css';

/** A note with a pen: decorative, like the header's other icons. */
function NotesIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7" />
      <path d="M8 9h4M8 13h6M8 17h4M18.4 2.6a2 2 0 0 1 2.8 2.8L14 12.6l-3.5.9.9-3.5z" />
    </svg>
  );
}

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

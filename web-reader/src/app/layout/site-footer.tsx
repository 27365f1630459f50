import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';
import classes from './site-footer.module.css';

/** The footer of every page; anonymous visitors also get the admin login link (SPEC.md §2). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Camino · {t('footerTagline')}
        </Text>
        <Group gap="md" component="nav" aria-label={t('footerNavigation')}>
          <Anchor component={Link} to="/evangelio" size="sm">
            {t('gospelOfTheDay')}
          </Anchor>
          <Anchor component={Link} to="/about" size="sm">
            {t('about')}
          </Anchor>
          {!isAuthenticated && (
            <Anchor component={Link} to="/login" size="sm" data-visitor-only>
              {t('adminLogin')}
            </Anchor>
          )}
        </Group>
      </div>
    </footer>
  );
}

import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';
import classes from './site-footer.module.css';

const FOOTER_LINKS: { to: string; label: string; visitorOnly?: boolean }[] = [
  { to: '/evangelio', label: 'gospelOfTheDay' },
  { to: '/about', label: 'about' },
  // Visitors only: on a pre-rendered page app/global.css hides it for a stored session until hydration.
  { to: '/login', label: 'adminLogin', visitorOnly: true },
];

/** The footer of every page; anonymous visitors also get the admin login link (SPEC.md §2). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const links = FOOTER_LINKS.filter((link) => !(link.visitorOnly && isAuthenticated));
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Camino · {t('footerTagline')}
        </Text>
        <Group gap="md" component="nav" aria-label={t('footerNavigation')}>
          {links.map(({ to, label, visitorOnly }) => (
            <Anchor key={to} component={Link} to={to} size="sm" data-visitor-only={visitorOnly || undefined}>
              {t(label)}
            </Anchor>
          ))}
        </Group>
      </div>
    </footer>
  );
}

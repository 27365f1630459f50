import { Anchor, Button, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { IconButton, IconLink } from '../../components/icon-action';
import { InfoIcon, UserIcon } from '../../components/icons';
import { useSession } from '../../hooks/use-session';
import { HeaderSearch } from '../../features/search/components/header-search';
import { OfflineBadge } from '../pwa/offline-badge';
import { LanguageSwitch } from './language-switch';
import { lazyMenu } from './lazy-menu';
import { AccountTrigger, SiteMenuTrigger } from './menu-triggers';
import { SITE_SECTIONS } from './site-sections';
import classes from './site-header.module.css';

// The dialog (and Mantine's Modal with it) downloads on the first click, not with the page.
const AboutDialog = lazy(() => import('../../features/about/components/about-dialog'));
const AccountMenu = lazyMenu(() => import('./account-menu'), AccountTrigger);
const SiteMenu = lazyMenu(() => import('./site-menu'), SiteMenuTrigger);

/**
 * The header of every page, one row at every width: title, search, the sections, the account
 * (Register and Sign in, or the member's menu), language, colour scheme, About. What a narrow
 * screen has no room for moves into the site menu (CSS decides, so a pre-rendered page is laid
 * out right before the app runs).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const [aboutOpened, about] = useDisclosure(false);
  const [aboutWanted, setAboutWanted] = useState(false);
  const openAbout = () => {
    setAboutWanted(true);
    about.open();
  };

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <div className={classes.start}>
          <Anchor component={Link} to="/" underline="never" className={classes.brand}>
            <Title order={2} component="p" className={classes.title}>
              Camino
            </Title>
          </Anchor>
          <HeaderSearch />
          <nav aria-label={t('siteSections')} className={classes.sections}>
            {SITE_SECTIONS.map(({ to, label }) => (
              <NavLink key={to} to={to} className={classes.section}>
                {t(label)}
              </NavLink>
            ))}
          </nav>
        </div>

        <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.actions}>
          <OfflineBadge />
          {isAuthenticated ? (
            <AccountMenu />
          ) : (
            <Group gap="xs" wrap="nowrap" data-visitor-only>
              <Button component={Link} to="/register" variant="light" size="xs" className={classes.wideOnly}>
                {t('register')}
              </Button>
              <IconLink label={t('signIn')} to="/user-login">
                <UserIcon />
              </IconLink>
            </Group>
          )}
          <Group gap="xs" wrap="nowrap" className={classes.wideOnly}>
            <LanguageSwitch />
            <ColorSchemeToggle hintAlign="end" />
            <IconButton label={t('about')} hintAlign="end" onClick={openAbout}>
              <InfoIcon />
            </IconButton>
          </Group>
          <div className={classes.menu}>
            <SiteMenu onAbout={openAbout} />
          </div>
        </Group>
      </div>
      {aboutWanted && (
        <Suspense fallback={null}>
          <AboutDialog opened={aboutOpened} onClose={about.close} />
        </Suspense>
      )}
    </header>
  );
}

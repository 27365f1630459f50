import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { IconButton, IconLink } from '../../components/icon-action';
import { InfoIcon, LogoutIcon, PathIcon, SettingsIcon, UserIcon } from '../../components/icons';
import { useSession } from '../../hooks/use-session';
import { clearSession } from '../../lib/session';
import { MyNotesLink } from '../../features/my-notes/components/my-notes-link';
import { HeaderSearch } from '../../features/search/components/header-search';
import { LanguageSwitch } from './language-switch';
import classes from './site-header.module.css';

// The dialog (and Mantine's Modal with it) downloads on the first click, not with the page.
const AboutDialog = lazy(() => import('../../features/about/components/about-dialog'));

/** The header of every page: title, account area, admin link, language, colour scheme, About. */
export function SiteHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated, isAdmin, userInfo } = useSession();
  const [aboutOpened, about] = useDisclosure(false);
  const [aboutWanted, setAboutWanted] = useState(false);
  const name = [userInfo?.first_name, userInfo?.last_name].filter(Boolean).join(' ') || userInfo?.username;

  const logout = () => {
    clearSession();
    void navigate('/');
  };

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        {/* The search sits by the title, not among the actions: a member's wider actions replace
            the visitor's pre-rendered ones and would move it. */}
        <div className={classes.start}>
          <Anchor component={Link} to="/" underline="never" className={classes.brand}>
            <Title order={2} component="p" className={classes.title}>
              Camino
            </Title>
          </Anchor>
          <HeaderSearch />
        </div>

        <Group gap="xs" className={classes.actions} wrap="wrap" justify="flex-end">
          {isAuthenticated ? (
            <Group gap="xs" wrap="nowrap" className={classes.user}>
              <div className={classes.userText}>
                <Text size="sm" fw={600} truncate="end" title={name ?? undefined} data-testid="user-name">
                  {name}
                </Text>
                {userInfo?.email && (
                  <Text size="xs" c="dimmed" truncate="end" title={userInfo.email} data-testid="user-email">
                    {userInfo.email}
                  </Text>
                )}
              </div>
              <MyNotesLink />
              {isAdmin && (
                <IconLink label={t('adminSettings')} to="/admin">
                  <SettingsIcon />
                </IconLink>
              )}
              <IconButton label={t('logout')} onClick={logout}>
                <LogoutIcon />
              </IconButton>
            </Group>
          ) : (
            <Group gap="xs" wrap="nowrap" data-visitor-only>
              <Button component={Link} to="/register" variant="light" size="xs">
                {t('register')}
              </Button>
              <IconLink label={t('signIn')} to="/user-login">
                <UserIcon />
              </IconLink>
            </Group>
          )}
          <Group gap="xs" wrap="nowrap">
            <IconLink label={t('pathsLink')} to="/paths" testId="paths-link">
              <PathIcon />
            </IconLink>
            <LanguageSwitch />
            <ColorSchemeToggle hintAlign="end" />
            <IconButton
              label={t('about')}
              hintAlign="end"
              onClick={() => {
                setAboutWanted(true);
                about.open();
              }}
            >
              <InfoIcon />
            </IconButton>
          </Group>
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

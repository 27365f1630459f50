import { ActionIcon, Anchor, Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { InfoIcon, LogoutIcon, SettingsIcon, UserIcon } from '../../components/icons';
import { useSession } from '../../hooks/use-session';
import { clearSession } from '../../lib/session';
import { MyNotesLink } from '../../features/my-notes/components/my-notes-link';
import { HeaderSearch } from '../../features/search/components/header-search';
import { LanguageSwitch } from './language-switch';
import classes from './site-header.module.css';

// The dialog (and Mantine's Modal with it) downloads on the first click, not with the page.
const AboutDialog = lazy(() => import('../../features/about/components/about-dialog'));
import { Hint } from '../../components/hint';

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
                <Hint label={t('adminSettings')}>
                  <ActionIcon
                    component={Link}
                    to="/admin"
                    variant="default"
                    size="lg"
                    aria-label={t('adminSettings')}
                  >
                    <SettingsIcon />
                  </ActionIcon>
                </Hint>
              )}
              <Hint label={t('logout')}>
                <ActionIcon variant="default" size="lg" aria-label={t('logout')} onClick={logout}>
                  <LogoutIcon />
                </ActionIcon>
              </Hint>
            </Group>
          ) : (
            <Group gap="xs" wrap="nowrap" data-visitor-only>
              <Button component={Link} to="/register" variant="light" size="xs">
                {t('register')}
              </Button>
              <Hint label={t('signIn')}>
                <ActionIcon
                  component={Link}
                  to="/user-login"
                  variant="default"
                  size="lg"
                  aria-label={t('signIn')}
                >
                  <UserIcon />
                </ActionIcon>
              </Hint>
            </Group>
          )}
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle hintAlign="end" />
            <Hint label={t('about')} align="end">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('about')}
                onClick={() => {
                  setAboutWanted(true);
                  about.open();
                }}
              >
                <InfoIcon />
              </ActionIcon>
            </Hint>
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

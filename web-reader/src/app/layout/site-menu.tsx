import { Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoIcon, MoonIcon, SunIcon } from '../../components/icons';
import { useSession } from '../../hooks/use-session';
import { setLanguage } from '../../lib/i18n';
import { SITE_SECTIONS } from './site-sections';
import { useMenuState } from './lazy-menu';
import { SiteMenuTrigger } from './menu-triggers';

/** Where the header's inline controls give way to this menu (the breakpoints of site-header.module.css). */
const PHONE = '(max-width: 30em)';

/**
 * The header's menu where the screen is too narrow for its sections (below 75em), and on a phone
 * also for Register, the language, the colour scheme and About: everything the one row of the
 * header leaves out, as menu items (arrow keys, Esc back to the button).
 */
export default function SiteMenu({
  onAbout,
  openOnMount = false,
}: {
  onAbout: () => void;
  openOnMount?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { trigger, opened, setOpened } = useMenuState(openOnMount);
  const { isAuthenticated } = useSession();
  const phone = useMediaQuery(PHONE);
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const spanish = i18n.language === 'es';
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={240}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <SiteMenuTrigger ref={trigger} opened={opened} />
      </Menu.Target>
      <Menu.Dropdown>
        {SITE_SECTIONS.map(({ to, label }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(label)}
          </Menu.Item>
        ))}
        {phone && (
          <>
            {!isAuthenticated && (
              <Menu.Item component={Link} to="/register">
                {t('register')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item lang={spanish ? 'en' : 'es'} onClick={() => setLanguage(spanish ? 'en' : 'es')}>
              {spanish ? 'English' : 'Español'}
            </Menu.Item>
            <Menu.Item
              leftSection={dark ? <SunIcon /> : <MoonIcon />}
              onClick={() => setColorScheme(dark ? 'light' : 'dark')}
            >
              {dark ? t('lightMode') : t('darkMode')}
            </Menu.Item>
            <Menu.Item leftSection={<InfoIcon />} onClick={onAbout}>
              {t('about')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BellIcon, LogoutIcon, NotesIcon, SettingsIcon } from '../../components/icons';
import { useSession } from '../../hooks/use-session';
import { useMenuState } from './lazy-menu';
import { AccountTrigger, useMemberName } from './menu-triggers';
import { useSignOut } from './sign-out';

/**
 * A member's account in one header control: the name where there is room (an icon on a phone),
 * and a menu with their name and email, their pages, the admin panel for admins and Log out
 * (which asks first when changes made offline are not sent yet).
 * One row at every width, so the pre-rendered visitor header never grows when it hydrates.
 */
export default function AccountMenu({ openOnMount }: { openOnMount?: boolean }) {
  const { trigger, opened, setOpened } = useMenuState(openOnMount);
  const { t } = useTranslation();
  const { isAdmin, userInfo } = useSession();
  const name = useMemberName();
  const { signOut, dialog } = useSignOut();

  return (
    <>
      <Menu
        position="bottom-end"
        width={260}
        withInitialFocusPlaceholder={false}
        opened={opened}
        onChange={setOpened}
      >
        <Menu.Target>
          <AccountTrigger ref={trigger} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end" title={name ?? undefined}>
              {name}
            </Text>
            {userInfo?.email && (
              <Text size="xs" truncate="end" title={userInfo.email} data-testid="user-email">
                {userInfo.email}
              </Text>
            )}
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item component={Link} to="/my-notes" leftSection={<NotesIcon />} data-testid="my-notes-link">
            {t('myNotesLink')}
          </Menu.Item>
          <Menu.Item component={Link} to="/me" leftSection={<BellIcon />} data-testid="me-link">
            {t('meLink')}
          </Menu.Item>
          {isAdmin && (
            <Menu.Item component={Link} to="/admin" leftSection={<SettingsIcon />}>
              {t('adminSettings')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<LogoutIcon />} onClick={() => void signOut()}>
            {t('logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog}
    </>
  );
}

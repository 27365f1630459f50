import { Burger, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../components/icons';
import { useSession } from '../../hooks/use-session';
import classes from './site-header.module.css';

type TriggerProps = ComponentPropsWithRef<'button'> & { opened?: boolean };

/** A member's name as the header shows it: first and last name, else the username. */
export function useMemberName(): string | undefined {
  const { userInfo } = useSession();
  return (
    [userInfo?.first_name, userInfo?.last_name].filter(Boolean).join(' ') || (userInfo?.username ?? undefined)
  );
}

/**
 * The buttons that open the header's menus. They are drawn with the page, and the menus (Mantine's
 * Menu and the floating UI it positions with, some 25 KB gzipped) load on first use, so the first
 * visit's download stays within its budget.
 */
export function AccountTrigger({ opened: _opened, ...props }: TriggerProps) {
  const { t } = useTranslation();
  const name = useMemberName();
  return (
    <UnstyledButton
      {...props}
      className={classes.account}
      aria-label={t('accountMenu', { name })}
      data-testid="account-menu"
    >
      <UserIcon />
      <Text size="sm" fw={600} truncate="end" className={classes.accountName} data-testid="user-name">
        {name}
      </Text>
    </UnstyledButton>
  );
}

export function SiteMenuTrigger({ opened = false, ...props }: TriggerProps) {
  const { t } = useTranslation();
  return <Burger {...props} opened={opened} size="sm" aria-label={t('siteMenu')} data-testid="site-menu" />;
}

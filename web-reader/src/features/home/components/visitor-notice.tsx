import { Alert, Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoIcon } from '../../../components/icons';

/** The notice for anonymous visitors: what an account adds, with the sign-in and register links. */
export function VisitorNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="indigo"
      icon={<InfoIcon />}
      title={t('visitorNoticeTitle')}
      data-testid="visitor-notice"
      data-visitor-only
    >
      <Text size="sm">
        <Trans
          i18nKey="visitorNoticeText"
          components={{
            login: <Anchor component={Link} to="/user-login" size="sm" fw={600} />,
            register: <Anchor component={Link} to="/register" size="sm" fw={600} />,
          }}
        />
      </Text>
    </Alert>
  );
}

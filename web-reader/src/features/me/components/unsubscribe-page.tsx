import { toLanguage } from '@camino/schemas/languages';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorText } from '../../../lib/api-errors';
import { setLanguage } from '../../../lib/i18n';
import { unsubscribe } from '../api/unsubscribe';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; text: string };

/**
 * /unsubscribe?token=&lang=: the digest email's link. It turns the digest off at once, with no
 * sign-in (the signed token names the member), and says so in the member's language.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lang = params.get('lang');
  const [state, setState] = useState<State>({ kind: 'working' });
  usePageTitle(t('pageTitleUnsubscribe'));

  useEffect(() => {
    if (lang) setLanguage(toLanguage(lang));
    let live = true;
    // Turning the digest off twice is harmless, so a repeated effect does no harm either.
    unsubscribe(token)
      .then((answer) => {
        if (!live) return;
        setLanguage(answer.language);
        setState({ kind: 'done' });
      })
      .catch(
        (error: unknown) =>
          live && setState({ kind: 'failed', text: errorText(error, t, 'unsubscribeFailed') }),
      );
    return () => {
      live = false;
    };
    // The token is the page: `t` changing with the language must not send it again.
  }, [token, lang]);

  return (
    <Stack gap="md" maw={560} data-testid="unsubscribe-page">
      <Title order={1}>{t('unsubscribeTitle')}</Title>
      {state.kind === 'working' && <Loader size="sm" aria-label={t('loading')} />}
      {state.kind === 'done' && (
        <Alert color="green" variant="light" role="status" data-testid="unsubscribe-done">
          <Text>{t('unsubscribeDone')}</Text>
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert" data-testid="unsubscribe-failed">
          {state.text}
        </Alert>
      )}
      <Text size="sm">
        {t('unsubscribeMore')}{' '}
        <Anchor component={Link} to="/me">
          {t('meTitle')}
        </Anchor>
      </Text>
    </Stack>
  );
}

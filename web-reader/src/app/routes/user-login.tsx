import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_PARAM } from '@camino/schemas/member-pages';
import { UserLoginForm } from '../../features/auth/components/user-login-form';
import { safeRedirect } from '../../features/auth/utils/safe-redirect';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession } from '../../lib/session';

/**
 * /user-login (lazy: its own chunk). A member who arrives already signed in, sent here by the
 * server for a member page because the browser had no "signed in" hint yet (a session stored
 * before the reader kept one), goes on to that page at once; the hint is set by now.
 */
export default function UserLoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [returning] = useState(() => getSession() !== null && params.has(REDIRECT_PARAM));
  usePageTitle(t('pageTitleUserLogin'));
  if (returning) return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM))} replace />;
  return <UserLoginForm />;
}

import { lazy, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { setApiNavigator } from '../lib/api-client';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { preloadableRoute } from './preloadable-route';

// Home is in the first download (it is what `/` needs); every other page is its own chunk, and
// /admin most of all: visitors never download it.
const UserLoginRoute = lazy(() => import('./routes/user-login'));
const AdminLoginRoute = lazy(() => import('./routes/admin-login'));
const RegisterRoute = lazy(() => import('./routes/register'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const VerifyEmailRoute = lazy(() => import('./routes/verify-email'));
const GospelRoute = lazy(() => import('./routes/evangelio'));
const TodayRoute = lazy(() => import('./routes/today'));
const PassageRoute = lazy(() => import('./routes/passage'));
const AboutRoute = lazy(() => import('./routes/about'));
/** The volume page's chunk, fetched before the first render when the server sent its shell. */
export const volumeRoute = preloadableRoute(() => import('./routes/volume'));
const VolumeRoute = volumeRoute.Route;
const TemasRoute = lazy(() => import('./routes/temas'));
const TemaRoute = lazy(() => import('./routes/tema'));
const SearchRoute = lazy(() => import('./routes/search'));
const PathsRoute = lazy(() => import('./routes/paths'));
const PathRoute = lazy(() => import('./routes/path'));
const MyNotesRoute = lazy(() => import('./routes/my-notes'));
const MeRoute = lazy(() => import('./routes/me'));
const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe'));
const AdminRoute = lazy(() => import('./routes/admin'));

/**
 * The session-expiry redirect of the api client navigates inside the app, so the sessionExpired
 * toast stays on screen through the move to /user-login.
 */
function ApiNavigator() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/**
 * The routes of SPEC.md §2. The declarative router keeps React Router's data
 * layer (loaders, actions) out of the bundle; AppLayout gives each page an error boundary and a
 * Suspense fallback, and /admin has its own boundary as well.
 */
export function AppRoutes() {
  return (
    <>
      <ApiNavigator />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="user-login" element={<UserLoginRoute />} />
          <Route path="login" element={<AdminLoginRoute />} />
          <Route path="register" element={<RegisterRoute />} />
          <Route path="forgot-password" element={<ForgotPasswordRoute />} />
          <Route path="reset-password" element={<ResetPasswordRoute />} />
          <Route path="verify-email" element={<VerifyEmailRoute />} />
          <Route path="evangelio" element={<GospelRoute />} />
          <Route path="today" element={<TodayRoute />} />
          <Route path="passage" element={<PassageRoute />} />
          <Route path="about" element={<AboutRoute />} />
          <Route path="volume/:volumeNumber" element={<VolumeRoute />} />
          <Route path="temas" element={<TemasRoute />} />
          <Route path="tema/:temaId" element={<TemaRoute />} />
          <Route path="search" element={<SearchRoute />} />
          <Route path="paths" element={<PathsRoute />} />
          <Route path="paths/:pathId" element={<PathRoute />} />
          <Route path="my-notes" element={<MyNotesRoute />} />
          <Route path="me" element={<MeRoute />} />
          <Route path="unsubscribe" element={<UnsubscribeRoute />} />
          <Route
            path="admin/:tab?"
            element={
              <RouteErrorBoundary area="admin">
                <AdminRoute />
              </RouteErrorBoundary>
            }
          />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </>
  );
}

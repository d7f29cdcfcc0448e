import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { PublicOnly, RequireAdmin, RequireCompleteProfile, RequireUser, SetupGate } from './guards';
import { lazyRoute } from './lazyRoute';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

const errorElement = <RouteError />;

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement,
    children: [
      {
        path: '/',
        element: (
          <PublicOnly>
            <LandingPage />
          </PublicOnly>
        ),
        errorElement,
      },
      {
        path: '/auth/callback',
        errorElement,
        lazy: lazyRoute(() => import('../pages/CallbackPage'), 'CallbackPage'),
      },
      {
        element: <RequireUser />,
        errorElement,
        children: [
          {
            path: '/setup',
            errorElement,
            lazy: lazyRoute(
              () => import('../pages/SetupPage'),
              'SetupPage',
              (SetupPage) => (
                <SetupGate>
                  <SetupPage />
                </SetupGate>
              ),
            ),
          },
          {
            // Signed in is enough: a profile not finished yet may still be exported or deleted.
            path: '/account',
            errorElement,
            lazy: lazyRoute(() => import('./AccountRoute'), 'AccountRoute'),
            children: [
              {
                index: true,
                errorElement,
                lazy: lazyRoute(() => import('../pages/AccountPage'), 'AccountPage'),
              },
            ],
          },
          {
            element: (
              <RequireCompleteProfile>
                <Outlet />
              </RequireCompleteProfile>
            ),
            errorElement,
            children: [
              {
                // The signed-in layout (app bar, navigation) loads with the first signed-in screen.
                lazy: lazyRoute(() => import('./LayoutRoute'), 'LayoutRoute'),
                errorElement,
                children: [
                  {
                    path: '/social',
                    errorElement,
                    lazy: lazyRoute(() => import('../pages/SocialPage'), 'SocialPage'),
                  },
                  {
                    path: '/messages',
                    errorElement,
                    lazy: lazyRoute(() => import('../pages/MessagesPage'), 'MessagesPage'),
                  },
                  {
                    path: '/map',
                    errorElement,
                    lazy: lazyRoute(() => import('../pages/MapPage'), 'MapPage'),
                  },
                  {
                    path: '/store',
                    errorElement,
                    lazy: lazyRoute(() => import('../pages/ShopPage'), 'ShopPage'),
                  },
                  {
                    path: '/toolkit',
                    errorElement,
                    lazy: lazyRoute(() => import('../pages/ToolkitPage'), 'ToolkitPage'),
                  },
                  {
                    path: '/help',
                    errorElement,
                    lazy: lazyRoute(() => import('../pages/HelpPage'), 'HelpPage'),
                  },
                  {
                    path: '/notifications',
                    errorElement,
                    lazy: lazyRoute(
                      () => import('../pages/NotificationsPage'),
                      'NotificationsPage',
                    ),
                  },
                  {
                    path: '/notifications/settings',
                    errorElement,
                    lazy: lazyRoute(
                      () => import('../pages/NotificationSettingsPage'),
                      'NotificationSettingsPage',
                    ),
                  },
                  {
                    path: '/admin',
                    errorElement,
                    lazy: lazyRoute(
                      () => import('../pages/AdminPage'),
                      'AdminPage',
                      (AdminPage) => (
                        <RequireAdmin>
                          <AdminPage />
                        </RequireAdmin>
                      ),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

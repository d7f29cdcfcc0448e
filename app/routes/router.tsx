import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { CallbackPage } from '../pages/CallbackPage';
import { PublicOnly, RequireAdmin, RequireCompleteProfile, RequireUser, SetupGate } from './guards';
import { LayoutRoute } from './LayoutRoute';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

const errorElement = <RouteError />;

/** Titles of the sections whose feature issues fill them in. */
const section =
  (title: string, description: string): RouteObject['lazy'] =>
  async () => {
    const { SectionScreen } = await import('../../ui/section/SectionScreen');
    return { Component: () => <SectionScreen title={title} description={description} /> };
  };

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
      { path: '/auth/callback', element: <CallbackPage />, errorElement },
      {
        element: <RequireUser />,
        errorElement,
        children: [
          {
            path: '/setup',
            errorElement,
            lazy: async () => {
              const { SetupPage } = await import('../pages/SetupPage');
              return {
                Component: () => (
                  <SetupGate>
                    <SetupPage />
                  </SetupGate>
                ),
              };
            },
          },
          {
            element: (
              <RequireCompleteProfile>
                <LayoutRoute />
              </RequireCompleteProfile>
            ),
            errorElement,
            children: [
              {
                path: '/social',
                errorElement,
                lazy: async () => {
                  const { SocialPage } = await import('../pages/SocialPage');
                  return { Component: SocialPage };
                },
              },
              {
                path: '/messages',
                errorElement,
                lazy: section('Messages', 'Private conversations with peers.'),
              },
              {
                path: '/map',
                errorElement,
                lazy: section('Map', 'Peers, resources and meetings near you.'),
              },
              { path: '/store', errorElement, lazy: section('Recovery Store', 'Coming soon.') },
              {
                path: '/toolkit',
                errorElement,
                lazy: async () => {
                  const { ToolkitPage } = await import('../pages/ToolkitPage');
                  return { Component: ToolkitPage };
                },
              },
              {
                path: '/help',
                errorElement,
                lazy: section('Get Help', 'Crisis lines and treatment centres.'),
              },
              {
                path: '/admin',
                errorElement,
                lazy: async () => {
                  const { SectionScreen } = await import('../../ui/section/SectionScreen');
                  return {
                    Component: () => (
                      <RequireAdmin>
                        <SectionScreen
                          title="Admin"
                          description="Moderation: pending recovery centers, community posts and contact messages."
                        />
                      </RequireAdmin>
                    ),
                  };
                },
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

import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n';
import { NotificationStack } from '../layout/NotificationStack';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { saveSession } from '../session/sessionStore';
import { testSession } from './graphql';

function Where() {
  return <p data-testid="rota">{useLocation().pathname + useLocation().search}</p>;
}

/** The path the page is at now (after redirects). */
export const currentRoute = () => screen.getByTestId('rota').textContent;

/**
 * A back-office page inside react-admin's context (real data provider over msw, pt-BR, our
 * notifications), at `url` matched by `path`, with a logged provider administrator by default.
 */
export function renderAdmin(
  element: ReactElement,
  { path, url, session = testSession() }: { path: string; url: string; session?: ReturnType<typeof testSession> },
) {
  saveSession(session, false);
  // A data router, as the app has (src/admin/AdminApp.tsx): pages may hold a navigation back.
  const shell = (
    <AdminContext dataProvider={createDataProvider()} authProvider={authProvider} i18nProvider={i18nProvider}>
      <Outlet />
      <NotificationStack />
      <Where />
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      {
        element: shell,
        children: [
          { path, element },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

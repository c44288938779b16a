import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { LOGIN_PATH } from '../routing/routeDecision';

/**
 * /login as HTML at build time (vite.config.ts writes it into dist/app/login/index.html), so the
 * form is painted before any script runs; src/main.tsx hydrates it. The markup is what the client's
 * first render gives for a visitor without a session: the same page, no messages.
 */
export function renderLogin(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={LOGIN_PATH}>
        <LoginPage />
      </StaticRouter>
    </StrictMode>,
  );
}

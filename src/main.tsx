import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { routeDecision } from './routing/routeDecision';
import { getSession } from './session/sessionStore';

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

const root = document.getElementById('root')!;
// A page pre-rendered at build time (/login) is hydrated when the client shows that same page; with
// a session it redirects instead, so the markup is replaced.
const caminho = location.pathname.replace(/(.)\/+$/, '$1');
const preRenderizada = root.dataset.prerender === caminho && routeDecision(caminho, getSession()).kind === 'render';
if (preRenderizada) hydrateRoot(root, app);
else createRoot(root).render(app);

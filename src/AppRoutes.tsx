import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { loadAdmin } from './admin/loadAdmin';
import { AutoLoginPage } from './auth/AutoLoginPage';
import { EsqueciSenhaPage } from './auth/EsqueciSenhaPage';
import { RecuperarSenhaPage } from './auth/RecuperarSenhaPage';
import { LoginPage } from './auth/LoginPage';
import { LoadingScreen } from './auth/LoadingScreen';
import { SessionGate } from './routing/SessionGate';

const AdminApp = lazy(loadAdmin);

/**
 * Top-level routes: the light pages, then the lazy react-admin app under /admin. The light pages
 * route with wouter (about 2 KB), so /login downloads no react-router; react-admin brings its own
 * router inside the admin chunk (src/admin/AdminApp.tsx). Both follow the same browser history.
 */
export function AppRoutes() {
  return (
    <SessionGate>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/esqueciminhasenha" component={EsqueciSenhaPage} />
        <Route path="/recuperarsenha" component={RecuperarSenhaPage} />
        <Route path="/autologin/:token" component={AutoLoginPage} />
        <Route path="/admin/*">
          <Suspense fallback={<LoadingScreen />}>
            <AdminApp />
          </Suspense>
        </Route>
      </Switch>
    </SessionGate>
  );
}

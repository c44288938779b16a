import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import contratantes, { ContratantePage } from '../contratantes';
import databases, { DATABASE_FORM_PATH, DATABASES_LIST_PATH, DatabaseList, DatabasePage } from '../databases';
import dispositivos, { DispositivoPage } from '../dispositivos';
import filiais, { FILIAIS_LIST_PATH, FilialList, FilialPage } from '../filiais';
import { AuditoriaList } from '../auditoria/AuditoriaList';
import { ATUALIZACAO_GERENCIADORES_PATH, AtualizacaoGerenciadoresPage } from '../atualizacaoGerenciadores/AtualizacaoGerenciadoresPage';
import { AUDITORIA_PATH } from '../auditoria/paths';
import { HomePage } from '../home/HomePage';
import { i18nProvider } from '../i18n';
import { AppLayout } from '../layout/AppLayout';
import { AccessDeniedPage, NotFoundPage } from '../layout/MessagePage';
import { NotificationStack } from '../layout/NotificationStack';
import { RequireRoute } from '../layout/RequireRoute';
import { PerfilPage } from '../perfil/PerfilPage';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import usuarios, { USUARIO_FORM_PATH, USUARIOS_LIST_PATH, UsuarioList, UsuarioPage } from '../usuarios';
import { LoadingScreen } from '../auth/LoadingScreen';
import { RedirectToHome } from './RedirectTo';
import { theme } from './theme';

const dataProvider = createDataProvider();
/** The integration manager (and, further down, its SQL editor) are chunks of their own. */
const GerenciadorApp = lazy(() => import('../gerenciador/GerenciadorApp'));

/**
 * The back-office under /admin. react-router comes with this chunk: react-admin finds the router
 * here and routes under /admin; the light pages outside route with wouter over the same browser
 * history (src/AppRoutes.tsx), so /login never downloads react-router. It is a data router because
 * only those can hold a navigation back: the manager's pages ask before unsaved changes are left.
 */
export default function AdminApp() {
  // Outside /admin (a navigation to /login on its way to the light pages) nothing renders here, as
  // with <Routes>: a data router would otherwise show its own 404 until this chunk unmounts.
  const [router] = useState(() =>
    createBrowserRouter([
      { path: '/admin/*', element: <BackOffice /> },
      { path: '*', element: null },
    ]),
  );
  return <RouterProvider router={router} />;
}

/** react-admin under the /admin/* route, as it was when one router served the whole SPA. */
function BackOffice() {
  return (
    <Admin
      basename="/admin"
      disableTelemetry
      requireAuth
      loginPage={false}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AppLayout}
      dashboard={RedirectToHome}
      notification={NotificationStack}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedPage}
    >
      <Resource name="contratantes" {...contratantes} />
      <Resource name="usuarios" {...usuarios} />
      <Resource name="mobileFiliais" {...filiais} />
      <Resource name="mobileDispositivos" {...dispositivos} />
      <Resource name="mobileFilialDatabases" {...databases} />
      <Resource name="auditorias" />
      <CustomRoutes>
        <Route
          path="home"
          element={
            <RequireRoute routeKey="home">
              <HomePage />
            </RequireRoute>
          }
        />
        <Route path="contratante/:contratanteId?" element={<ContratantePage />} />
        <Route path="contratante/:contratanteId/filial/:filialId?" element={<FilialPage />} />
        <Route path="contratante/:contratanteId/filial/:filialId/dispositivo/:id?" element={<DispositivoPage />} />
        <Route path={USUARIOS_LIST_PATH} element={<UsuarioList />} />
        <Route path={`${USUARIO_FORM_PATH}/:id?`} element={<UsuarioPage />} />
        <Route path={DATABASES_LIST_PATH} element={<DatabaseList />} />
        <Route path={`${DATABASE_FORM_PATH}/:id?`} element={<DatabasePage />} />
        <Route path={FILIAIS_LIST_PATH} element={<FilialList />} />
        <Route path="filial/:filialId?" element={<FilialPage />} />
        <Route path="filial/:filialId/dispositivo/:id?" element={<DispositivoPage />} />
        <Route
          path={AUDITORIA_PATH}
          element={
            <RequireRoute routeKey="auditoria">
              <AuditoriaList />
            </RequireRoute>
          }
        />
        <Route path={ATUALIZACAO_GERENCIADORES_PATH} element={<AtualizacaoGerenciadoresPage />} />
        <Route
          path="perfil"
          element={
            <RequireRoute routeKey="perfil">
              <PerfilPage />
            </RequireRoute>
          }
        />
      </CustomRoutes>
      {/* The manager opens in its own tab with its own menu: outside the back-office layout. */}
      <CustomRoutes noLayout>
        <Route
          path="gerenciador/:filialId?/*"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <GerenciadorApp />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}

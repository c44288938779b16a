import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadAdmin } from './admin/loadAdmin';
import { AutoLoginPage } from './auth/AutoLoginPage';
import { EsqueciSenhaPage } from './auth/EsqueciSenhaPage';
import { RecuperarSenhaPage } from './auth/RecuperarSenhaPage';
import { LoginPage } from './auth/LoginPage';
import { LoadingScreen } from './auth/LoadingScreen';
import { SessionGate } from './routing/SessionGate';

const AdminApp = lazy(loadAdmin);

/** Top-level routes: the light pages, then the lazy react-admin app under /admin. */
export function AppRoutes() {
  return (
    <SessionGate>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/esqueciminhasenha" element={<EsqueciSenhaPage />} />
        <Route path="/recuperarsenha" element={<RecuperarSenhaPage />} />
        <Route path="/autologin/:token" element={<AutoLoginPage />} />
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </SessionGate>
  );
}

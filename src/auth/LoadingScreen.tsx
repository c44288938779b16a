import { TXT } from './strings';
import './auth.css';

/** Shown while the admin chunk downloads. */
export function LoadingScreen() {
  return (
    <main className="auth-page" aria-busy="true">
      <p role="status">{TXT.carregando}</p>
    </main>
  );
}

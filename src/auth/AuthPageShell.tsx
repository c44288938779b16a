import type { ReactNode } from 'react';
import { TXT } from './strings';
import './auth.css';

/** The frame of the light pages: a <main> landmark, one centred card and the page's <h1>. */
export function AuthPageShell({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby={titleId}>
        <p className="auth-product">{TXT.produto}</p>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </main>
  );
}

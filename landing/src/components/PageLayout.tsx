import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Skip link, header, the page's main content and footer: the landmarks every page shares. */
export function PageLayout({ onLanding, children }: { onLanding: boolean; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SiteHeader onLanding={onLanding} />
      <main id="conteudo">{children}</main>
      <SiteFooter />
    </>
  );
}

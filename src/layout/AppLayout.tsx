import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** react-admin's layout with our top bar, sidebar (260 px, collapses below 960 px), menu and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={TopBar} sidebar={AppSidebar} menu={AppMenu}>
      {children}
      <Footer />
    </Layout>
  );
}

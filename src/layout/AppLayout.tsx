import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The content may shrink below its widest child: a wide table scrolls in its own frame, the page never. */
const contentFits = {
  // react-admin's root is min-width: fit-content; every box down to the list may shrink instead.
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
};

/** react-admin's layout with our top bar, sidebar (260 px, collapses below 960 px), menu and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={TopBar} sidebar={AppSidebar} menu={AppMenu} sx={contentFits}>
      {children}
      <Footer />
    </Layout>
  );
}

import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { AppSidebar } from '../../layout/AppSidebar';
import { Footer } from '../../layout/Footer';
import { TopBar } from '../../layout/TopBar';
import { ConexaoIndicador } from './ConexaoIndicador';
import { GerenciadorMenu } from './GerenciadorMenu';

/** The admin's frame (top bar, 260 px sidebar closing below 960 px, footer) with the manager's menu. */
export function GerenciadorLayout({ children }: { children: ReactNode }) {
  return (
    // react-admin sizes the frame to fit its content: a wide table (a preview, a select's result)
    // would widen the whole page. The frame keeps the window's width; the tables scroll in their own box.
    <Layout appBar={TopBar} sidebar={AppSidebar} menu={GerenciadorMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 } }}>
      <Box sx={{ mt: 2, mb: 1 }}>
        <ConexaoIndicador />
      </Box>
      {children}
      <Footer />
    </Layout>
  );
}

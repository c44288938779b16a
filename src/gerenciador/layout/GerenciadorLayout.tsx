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
    <Layout appBar={TopBar} sidebar={AppSidebar} menu={GerenciadorMenu}>
      <Box sx={{ mt: 2, mb: 1 }}>
        <ConexaoIndicador />
      </Box>
      {children}
      <Footer />
    </Layout>
  );
}

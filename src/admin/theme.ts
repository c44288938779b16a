import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { raMessages } from '../i18n/raMessages.pt-BR';

/** docs/produto.md §9 layout: sidebar 260 px, collapsing below 960 px (md). Colours keep AA contrast with white text. */
export const SIDEBAR_WIDTH = 260;
export const COLLAPSE_BELOW_PX = 960;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b57d0', contrastText: '#fff' },
    secondary: { light: '#4f6fbf', main: '#0b3d91', dark: '#062a66', contrastText: '#fff' },
    // Filled notifications put white text on these: each keeps at least 4.5:1 (MUI's defaults do not).
    info: { main: '#01579b', contrastText: '#fff' },
    success: { main: '#1b5e20', contrastText: '#fff' },
    warning: { main: '#8a4500', contrastText: '#fff' },
    error: { main: '#c62828', contrastText: '#fff' },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // Long sidebar entries ('Download Instalador Gerenciador', 'Tipos de Operação do Pedido') wrap instead of being cut.
    RaMenuItemLink: { styleOverrides: { root: { whiteSpace: 'normal', '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } } },
    // react-admin names its row checkboxes ('Selecionar esta linha') with aria-label on the component, which
    // MUI puts on the wrapping span: the name goes to the input itself, where assistive technology reads it.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    } as never,
    // react-admin's own spinners (the app bar's while a query runs, a reference input's still loading) are
    // progressbars with no name, which axe reports (aria-progressbar-name); a spinner the page hides keeps aria-hidden.
    MuiCircularProgress: { defaultProps: { 'aria-label': raMessages.ra.page.loading } },
    MuiLinearProgress: { defaultProps: { 'aria-label': raMessages.ra.page.loading } },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: COLLAPSE_BELOW_PX, lg: 1280, xl: 1920 } },
};

import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { List, Pagination, SearchInput, type ListProps } from 'react-admin';
import { ExportarButton } from './ExportarButton';

/** docs/produto.md §2 "Listas": 20 rows by default, 20 or 40, a search box, sorted by name. */
export const ROWS_PER_PAGE = 20;
export const ROWS_PER_PAGE_OPTIONS = [20, 40];

const search = <SearchInput key="q" source="q" alwaysOn />;

/**
 * The 'Novo …' button sits at the left of the list's toolbar and the search box at the right, so the
 * notifications (top right, docs/produto.md §8) never cover the button right after a save.
 */
const toolbarSx = {
  '& .RaList-actions': { flexDirection: { sm: 'row-reverse' } },
  '& .RaList-actions .RaTopToolbar-root': { justifyContent: 'flex-start' },
};

/**
 * The list frame every resource uses: the search box and the list's filters (`filtros`, src/lists/filtros.tsx). empty={false} keeps the table (and its search box) on screen
 * with 'Sem registros' (ra.navigation.no_results) instead of react-admin's "create one" page.
 */
export function AppList({ children, filtros = [], actions, ...props }: ListProps & { filtros?: ReactElement[] }) {
  // Every list exports what it shows ('Exportar'), beside its own buttons.
  const toolbar = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {actions}
      <ExportarButton filter={props.filter} />
    </Box>
  );
  return (
    <List
      perPage={ROWS_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
      filters={[search, ...filtros]}
      sort={{ field: 'nome', order: 'ASC' }}
      empty={false}
      {...props}
      actions={toolbar}
      sx={[toolbarSx, ...(Array.isArray(props.sx) ? props.sx : props.sx ? [props.sx] : [])]}
    >
      {children}
    </List>
  );
}

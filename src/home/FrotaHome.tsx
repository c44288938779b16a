import { Box } from '@mui/material';
import { FilterForm, ListBase, Pagination, SearchInput, SelectInput, useListContext } from 'react-admin';
import { FILTROS_PROBLEMA } from '../../common/api/frota';
import { filtro, useVeTodosContratantes } from '../lists/filtros';
import { ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS } from '../lists/AppList';
import { FrotaContadores } from './FrotaContadores';
import { FrotaGraficos } from './FrotaGraficos';
import { FrotaLista } from './FrotaLista';

const PROBLEMAS = FILTROS_PROBLEMA.map((p) => ({ id: p, name: `app.home.frota.problema.${p}` }));

/**
 * The fleet home (docs/frota.md): counters, charts, then every branch the user may list, trouble
 * first, 20 or 40 a page, searchable and filtered by contratante (provider admin) and by problem;
 * the filters live in the page's address like any list's.
 */
export function FrotaHome() {
  return (
    <ListBase resource="gerenciadoresFrota" perPage={ROWS_PER_PAGE} sort={{ field: 'gravidade', order: 'DESC' }}>
      <FrotaConteudo />
    </ListBase>
  );
}

function FrotaConteudo() {
  const todos = useVeTodosContratantes();
  const { filterValues } = useListContext();
  const contratanteId = filterValues.contratanteId ? Number(filterValues.contratanteId) : null;
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(todos ? [filtro.contratante()] : []),
    <SelectInput
      key="problema"
      id="filtro-problema"
      source="problema"
      label="app.home.frota.filtro_problema"
      choices={PROBLEMAS}
      emptyText="app.filtro.todos"
      sx={{ minWidth: 220 }}
      alwaysOn
    />,
  ];
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 3, minWidth: 0 }}>
      <FrotaContadores contratanteId={contratanteId} />
      <FrotaGraficos contratanteId={contratanteId} />
      <Box sx={{ minWidth: 0 }}>
        <FilterForm filters={filtros} />
        <FrotaLista />
        <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
      </Box>
    </Box>
  );
}

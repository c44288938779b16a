import { AppList } from '../lists/AppList';
import { NewButtonToolbar } from '../lists/NewButton';
import { FilialDatagrid } from './FilialDatagrid';
import { filialPath } from './paths';
import { filtro, useVeTodosContratantes } from '../lists/filtros';

export const FILTROS_FILIAL = [filtro.simNao('ativo', 'resources.mobileFiliais.fields.ativo'), filtro.cidade(), filtro.uf()];

/** /admin/filiais: the branches of the user's own contratante (the server scopes the rows). */
export function FilialList() {
  const todos = useVeTodosContratantes();
  return (
    <AppList
      resource="mobileFiliais"
      filtros={todos ? [...FILTROS_FILIAL, filtro.contratante()] : FILTROS_FILIAL}
      actions={<NewButtonToolbar to={filialPath(undefined)} label="app.action.nova_filial" />}
    >
      <FilialDatagrid />
    </AppList>
  );
}

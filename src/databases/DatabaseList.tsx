import { BooleanField, TextField } from 'react-admin';
import { MSG } from '../../common/messages';
import { AppList } from '../lists/AppList';
import { EditLink } from '../lists/EditLink';
import { NewButtonToolbar } from '../lists/NewButton';
import { RemoveButton } from '../lists/RemoveButton';
import { RowActions } from '../lists/RowActions';
import { DATABASE_FORM_PATH } from './paths';
import { AppDatagrid } from '../lists/AppDatagrid';
import { filtro } from '../lists/filtros';

const FILTROS = [filtro.simNao('ativa', 'resources.mobileFilialDatabases.fields.ativa')];

/** /admin/lista_database: Database and Ativa (docs/produto.md §2 Listas); no permission needed to list (docs/produto.md §6). */
export function DatabaseList() {
  return (
    <AppList
      resource="mobileFilialDatabases"
      sort={{ field: 'database', order: 'ASC' }}
      filtros={FILTROS}
      actions={<NewButtonToolbar to={DATABASE_FORM_PATH} label="app.action.nova_database" />}
    >
      <AppDatagrid>
        <TextField source="database" />
        <BooleanField source="ativa" />
        <RowActions label="app.lista.acoes">
          <EditLink to={(record) => `${DATABASE_FORM_PATH}/${record.id}`} />
          <RemoveButton errorMessage={MSG.erroRemoverDatabase} />
        </RowActions>
      </AppDatagrid>
    </AppList>
  );
}

import { AppList } from '../lists/AppList';
import { NewButtonToolbar } from '../lists/NewButton';
import { FilialDatagrid } from './FilialDatagrid';
import { filialPath } from './paths';

/** /admin/filiais: the branches of the user's own contratante (the server scopes the rows). */
export function FilialList() {
  return (
    <AppList resource="mobileFiliais" actions={<NewButtonToolbar to={filialPath(undefined)} label="app.action.nova_filial" />}>
      <FilialDatagrid />
    </AppList>
  );
}

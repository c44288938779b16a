import { FilialDatagrid } from '../filiais/FilialDatagrid';
import { filialPath } from '../filiais/paths';
import { AppList } from '../lists/AppList';
import { NewButtonToolbar } from '../lists/NewButton';
import { FILTROS_FILIAL } from '../filiais/FilialList';

/** The Filiais tab: the contratante's branches, 'Nova Filial' opening /contratante/{id}/filial. */
export function ContratanteFiliais({ contratanteId }: { contratanteId: number }) {
  return (
    <AppList
      resource="mobileFiliais"
      filter={{ contratanteId }}
      filtros={FILTROS_FILIAL}
      disableSyncWithLocation
      storeKey={false}
      title={false}
      actions={<NewButtonToolbar to={filialPath(contratanteId)} label="app.action.nova_filial" />}
    >
      <FilialDatagrid contratanteId={contratanteId} />
    </AppList>
  );
}

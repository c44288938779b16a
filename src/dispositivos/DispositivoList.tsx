import { BooleanField, TextField } from 'react-admin';
import { dispositivoPath } from '../filiais/paths';
import { AppList } from '../lists/AppList';
import { RelativeDateField } from '../lists/RelativeDateField';
import { EditLink } from '../lists/EditLink';
import { RowActions } from '../lists/RowActions';
import { BloquearButton } from './BloquearButton';
import { AppDatagrid } from '../lists/AppDatagrid';
import { filtro } from '../lists/filtros';
import { BloquearEmLote } from '../lists/AcoesEmLote';
import { ACTIONS, SUBJECTS } from '../../common/permissions';
import { useAppAbility } from '../providers/useAppAbility';

/** The platform is fixed (Android only, docs/produto.md §5): Ativo, Bloqueado and the last access remain. */
const FILTROS = [
  filtro.simNao('ativo', 'resources.mobileDispositivos.fields.ativo'),
  filtro.simNao('bloqueado', 'resources.mobileDispositivos.fields.bloqueado'),
  filtro.dias('dataUltimoAcesso', 'app.filtro.sem_acesso_dias'),
];

/**
 * The devices of a branch (docs/produto.md §2 Listas, §5 Branch): only Android devices that are not
 * whitelisted, filtered by the server; UUID, Dispositivo, Apelido, Versão do App, Data Ultimo Acesso,
 * Ativo, Bloqueado; edit and 'Bloquear Dispositivo'.
 */
export function DispositivoList({ filialId, contratanteId }: { filialId: number; contratanteId?: string }) {
  const emLote = useAppAbility().can(ACTIONS.INATIVAR, SUBJECTS.MOBILE_DISPOSITIVO);
  return (
    <AppList
      resource="mobileDispositivos"
      filter={{ filialId, plataforma_ilike: 'android', whitelisted: false }}
      filtros={FILTROS}
      sort={{ field: 'dataUltimoAcesso', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      title={false}
      actions={false}
    >
      <AppDatagrid bulkActions={emLote ? <BloquearEmLote /> : undefined}>
        <TextField source="uuid" />
        <TextField source="dispositivo" />
        <TextField source="apelido" />
        <TextField source="versaoApp" />
        <RelativeDateField source="dataUltimoAcesso" />
        <BooleanField source="ativo" />
        <BooleanField source="bloqueado" />
        <RowActions label="app.lista.acoes">
          <EditLink to={(record) => dispositivoPath(contratanteId, filialId, record.id)} />
          <BloquearButton />
        </RowActions>
      </AppDatagrid>
    </AppList>
  );
}

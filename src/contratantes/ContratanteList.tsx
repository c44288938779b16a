import { BooleanField, TextField } from 'react-admin';
import { MSG } from '../../common/messages';
import { AppList } from '../lists/AppList';
import { EditLink } from '../lists/EditLink';
import { NewButtonToolbar } from '../lists/NewButton';
import { DocFederalField, PhoneField } from '../lists/PhoneField';
import { RemoverComDependentesButton } from '../lists/RemoverComDependentesButton';
import { RowActions } from '../lists/RowActions';
import { contratantePath, CONTRATANTE_NEW_PATH } from './paths';
import { AppDatagrid } from '../lists/AppDatagrid';
import { filtro } from '../lists/filtros';
import { AtivarEmLote } from '../lists/AcoesEmLote';
import { ACTIONS, SUBJECTS } from '../../common/permissions';
import { useAppAbility } from '../providers/useAppAbility';

const FILTROS = [filtro.simNao('ativo', 'resources.contratantes.fields.ativo'), filtro.cidade(), filtro.uf()];

/** /admin/contratantes: Nome, CPF / CNPJ, Email, Telefone, Ativo and 'Novo Contratante' (docs/produto.md §2). */
export function ContratanteList() {
  const emLote = useAppAbility().can(ACTIONS.EDITAR, SUBJECTS.CONTRATANTE);
  return (
    <AppList resource="contratantes" filtros={FILTROS} actions={<NewButtonToolbar to={CONTRATANTE_NEW_PATH} label="app.action.novo_contratante" />}>
      <AppDatagrid bulkActions={emLote ? <AtivarEmLote acao="ativarContratantes" /> : undefined}>
        <TextField source="nome" />
        <DocFederalField source="docFederal" />
        <TextField source="email" />
        <PhoneField source="telefone" />
        <BooleanField source="ativo" />
        <RowActions label="app.lista.acoes">
          <EditLink to={(record) => contratantePath(record.id)} />
          <RemoverComDependentesButton errorMessage={MSG.erroRemoverContratante} mensagem={MSG.contratanteComDependentes} />
        </RowActions>
      </AppDatagrid>
    </AppList>
  );
}

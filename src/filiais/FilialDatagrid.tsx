import { BooleanField, TextField } from 'react-admin';
import { MSG } from '../../common/messages';
import { EditLink } from '../lists/EditLink';
import { DocFederalField, PhoneField } from '../lists/PhoneField';
import { RemoverComDependentesButton } from '../lists/RemoverComDependentesButton';
import { RowActions } from '../lists/RowActions';
import { GerenciadorButton, QrCodeButton } from './FilialRowButtons';
import { filialPath } from './paths';
import { AppDatagrid } from '../lists/AppDatagrid';
import { AtivarEmLote } from '../lists/AcoesEmLote';
import { ACTIONS, SUBJECTS } from '../../common/permissions';
import { useAppAbility } from '../providers/useAppAbility';

/**
 * docs/produto.md §2 Listas, Filiais: Nome, CPF / CNPJ, Identificador do App, Email, Telefone, Ativo; edit,
 * remove, Gerar QrCode and Gerenciador. `contratanteId` picks the contratante-scoped routes.
 */
export function FilialDatagrid({ contratanteId }: { contratanteId?: number }) {
  const emLote = useAppAbility().can(ACTIONS.EDITAR, SUBJECTS.MOBILE_FILIAL);
  return (
    <AppDatagrid bulkActions={emLote ? <AtivarEmLote acao="ativarMobileFiliais" /> : undefined}>
      <TextField source="nome" />
      <DocFederalField source="docFederal" />
      <TextField source="identificadorApp" />
      <TextField source="email" />
      <PhoneField source="telefone" />
      <BooleanField source="ativo" />
      <RowActions label="app.lista.acoes">
        <QrCodeButton />
        <GerenciadorButton />
        <EditLink to={(record) => filialPath(contratanteId, record.id)} />
        <RemoverComDependentesButton errorMessage={MSG.erroRemoverFilial} mensagem={MSG.filialComDependentes} />
      </RowActions>
    </AppDatagrid>
  );
}

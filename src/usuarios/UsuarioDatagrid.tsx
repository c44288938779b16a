import type { ReactNode } from 'react';
import { BooleanField, TextField, useRecordContext } from 'react-admin';
import { recusaContraSiMesmo } from '../../common/permissions';
import { getSession } from '../session/sessionStore';
import { MSG } from '../../common/messages';
import { RemoveButton } from '../lists/RemoveButton';
import { RowActions } from '../lists/RowActions';
import { PhoneField } from '../lists/PhoneField';
import { AppDatagrid } from '../lists/AppDatagrid';
import { RelativeDateField } from '../lists/RelativeDateField';
import { AtivarEmLote } from '../lists/AcoesEmLote';
import { ACTIONS, SUBJECTS } from '../../common/permissions';
import { useAppAbility } from '../providers/useAppAbility';

/** docs/produto.md §2 Listas, Usuários: Nome, Email, Telefone, Ativo, and the last activity at a glance; then edit (given) and remove. */
export function UsuarioDatagrid({ editButton }: { editButton: ReactNode }) {
  const emLote = useAppAbility().can(ACTIONS.INATIVAR, SUBJECTS.USUARIO);
  return (
    <AppDatagrid bulkActions={emLote ? <AtivarEmLote acao="ativarUsuarios" /> : undefined}>
      <TextField source="nome" />
      <TextField source="email" />
      <PhoneField source="telefone" />
      <BooleanField source="ativo" />
      <RelativeDateField source="ultimaAtividade" />
      <RowActions label="app.lista.acoes">
        {editButton}
        <RemoverUsuarioButton />
      </RowActions>
    </AppDatagrid>
  );
}

/** No remove button on one's own row: the server refuses it ('Você não pode remover o seu próprio usuário.'). */
function RemoverUsuarioButton() {
  const record = useRecordContext();
  if (recusaContraSiMesmo(getSession()?.usuario.id, record?.id, 'remover')) return null;
  return <RemoveButton errorMessage={MSG.erroRemoverUsuario} />;
}

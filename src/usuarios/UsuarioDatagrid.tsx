import type { ReactNode } from 'react';
import { BooleanField, Datagrid, TextField } from 'react-admin';
import { MSG } from '../../common/messages';
import { RemoveButton } from '../lists/RemoveButton';
import { RowActions } from '../lists/RowActions';
import { PhoneField } from '../lists/PhoneField';

/** SPEC §2 Lists, Usuários: Nome, Email, Telefone, Ativo; then edit (given) and remove. */
export function UsuarioDatagrid({ editButton }: { editButton: ReactNode }) {
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="nome" />
      <TextField source="email" />
      <PhoneField source="telefone" />
      <BooleanField source="ativo" />
      <RowActions label="app.lista.acoes">
        {editButton}
        <RemoveButton errorMessage={MSG.erroRemoverUsuario} />
      </RowActions>
    </Datagrid>
  );
}

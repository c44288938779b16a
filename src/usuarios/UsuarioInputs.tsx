import { BooleanInput, PasswordInput, TextInput, useRecordContext } from 'react-admin';
import { recusaContraSiMesmo } from '../../common/permissions';
import { getSession } from '../session/sessionStore';
import { FormErrorBanner } from '../forms/FormErrorBanner';
import { FormGrid } from '../forms/FormGrid';
import { PhoneInput } from '../forms/PhoneInput';

/** Dados do Usuário (docs/produto.md §2, §5): the e-mail is read-only once created; the password only on creation. */
export function UsuarioInputs({ creating }: { creating: boolean }) {
  const record = useRecordContext();
  // One's own account cannot be deactivated (the server refuses it too).
  const proprio = creating ? undefined : recusaContraSiMesmo(getSession()?.usuario.id, record?.id, 'inativar');
  return (
    <>
      <FormErrorBanner alsoFor={['contratanteId']} />
      <FormGrid columns={2}>
        <TextInput source="nome" />
        <TextInput source="email" type="email" readOnly={!creating} />
        <PhoneInput />
        <BooleanInput source="ativo" disabled={Boolean(proprio)} helperText={proprio ?? false} />
        {creating && <PasswordInput source="password" autoComplete="new-password" />}
        {creating && <PasswordInput source="passwordConfirmacao" autoComplete="new-password" />}
      </FormGrid>
    </>
  );
}

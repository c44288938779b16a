import { BooleanInput, PasswordInput, TextInput } from 'react-admin';
import { FormErrorBanner } from '../forms/FormErrorBanner';
import { FormGrid } from '../forms/FormGrid';
import { PhoneInput } from '../forms/PhoneInput';

/** Dados do Usuário (SPEC §2, §5): the e-mail is read-only once created; the password only on creation. */
export function UsuarioInputs({ creating }: { creating: boolean }) {
  return (
    <>
      <FormErrorBanner alsoFor={['contratanteId']} />
      <FormGrid columns={2}>
        <TextInput source="nome" />
        <TextInput source="email" type="email" readOnly={!creating} />
        <PhoneInput />
        <BooleanInput source="ativo" />
        {creating && <PasswordInput source="password" autoComplete="new-password" />}
        {creating && <PasswordInput source="passwordConfirmacao" autoComplete="new-password" />}
      </FormGrid>
    </>
  );
}

import { BooleanInput, TextInput } from 'react-admin';
import { FormErrorBanner } from '../forms/FormErrorBanner';
import { FormGrid } from '../forms/FormGrid';
import { PhoneInput } from '../forms/PhoneInput';
import { formatDateTime } from '../lists/formatDateTime';

/** A read-only date shown as DD/MM/YYYY - HH:mm:ss. */
function DateTimeInput({ source }: { source: string }) {
  return <TextInput source={source} readOnly format={(value: string | null) => formatDateTime(value)} />;
}

/**
 * docs/produto.md §2 Device form: apelido, email and telefone editable; the rest read-only; bloqueado always
 * disabled (blocking is the list's irreversible action). Ativo is the seat (server/mobile/README.md):
 * its help says so, since an activated phone shows Não until a seller logs in on it.
 */
export function DispositivoInputs() {
  return (
    <>
      <FormErrorBanner />
      <FormGrid>
        <TextInput source="apelido" />
        <TextInput source="email" type="email" />
        <PhoneInput />
        <TextInput source="uuid" readOnly />
        <TextInput source="dispositivo" readOnly />
        <TextInput source="plataforma" readOnly />
        <DateTimeInput source="dataAtivacao" />
        <DateTimeInput source="dataUltimoAcesso" />
        <TextInput source="versaoApp" readOnly />
      </FormGrid>
      <FormGrid>
        <BooleanInput source="ativo" readOnly helperText="app.dispositivo.ativo_ajuda" />
        <BooleanInput source="bloqueado" disabled />
      </FormGrid>
    </>
  );
}

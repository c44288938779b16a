import { AutocompleteInput, BooleanInput, NumberInput, PasswordInput, ReferenceInput, TextInput, useRecordContext } from 'react-admin';
import { FormErrorBanner } from '../forms/FormErrorBanner';
import { FormGrid } from '../forms/FormGrid';

const searchByName = (q: string) => ({ q });

/**
 * docs/produto.md §2 Database form: Database, Host, Porta, Usuário, Senha, Ativa, for one branch (chosen on
 * creation). The stored password never comes back: a blank Senha on edit keeps it.
 */
export function DatabaseInputs() {
  const record = useRecordContext();
  const editing = Boolean(record?.id);
  return (
    <>
      <FormErrorBanner />
      <FormGrid columns={2}>
        <ReferenceInput source="filialId" reference="mobileFiliais" sort={{ field: 'nome', order: 'ASC' }}>
          <AutocompleteInput optionText="nome" filterToQuery={searchByName} readOnly={editing} label="resources.mobileFilialDatabases.fields.filialId" />
        </ReferenceInput>
        <TextInput source="database" />
        <TextInput source="host" />
        <NumberInput source="porta" min={1} step={1} />
        <TextInput source="usuario" autoComplete="off" />
        <PasswordInput source="senha" autoComplete="new-password" helperText={editing ? 'app.database.senha_mantida' : undefined} />
      </FormGrid>
      <BooleanInput source="ativa" />
    </>
  );
}

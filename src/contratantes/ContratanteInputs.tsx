import { BooleanInput, NumberInput, TextInput, useRecordContext } from 'react-admin';
import { ACTIONS, row, SUBJECTS } from '../../common/permissions';
import { DocumentInputs } from '../forms/DocumentInputs';
import { EnderecoInputs } from '../forms/EnderecoInputs';
import { FormErrorBanner } from '../forms/FormErrorBanner';
import { FormGrid } from '../forms/FormGrid';
import { PhoneInput } from '../forms/PhoneInput';
import { TipoPessoaInput } from '../forms/TipoPessoaInput';
import { useAppAbility } from '../providers/useAppAbility';

/**
 * Dados do Contratante (docs/produto.md §2, §3). Editing locks type and documents; limits and Ativo are the
 * provider's (a partner editing its own contratante sees them read-only, as the server ignores them).
 */
export function ContratanteInputs() {
  const record = useRecordContext();
  const ability = useAppAbility();
  const editing = Boolean(record?.id);
  const providerFields = !editing || ability.can(ACTIONS.EDITAR, row(SUBJECTS.CONTRATANTE, record ?? {}));
  return (
    <>
      <FormErrorBanner />
      <TipoPessoaInput source="tipoEmpresa" locked={editing} />
      <FormGrid>
        <DocumentInputs tipoSource="tipoEmpresa" locked={editing} fantasiaLabel="resources.contratantes.fields.fantasia" />
        <TextInput source="email" type="email" />
        <PhoneInput />
      </FormGrid>
      <FormGrid>
        <EnderecoInputs />
      </FormGrid>
      <FormGrid>
        <NumberInput source="maxDipositivos" min={1} step={1} readOnly={!providerFields} />
        <NumberInput source="maxFiliais" min={1} step={1} readOnly={!providerFields} />
        <BooleanInput source="ativo" readOnly={!providerFields} />
      </FormGrid>
    </>
  );
}

import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { MSG } from '../../common/messages';
import { cleanCnpj, isValidCnpj } from '../../common/validation/documents';
import { documentLabels } from './documentLabels';
import { fillFields } from './fillFields';
import { cidadeById, consultaCnpj } from './lookupsApi';
import { docFederalMask } from './masks';
import { MaskedTextInput } from './MaskedTextInput';
import { useLookupFailure } from './useLookupFailure';

interface DocumentInputsProps {
  /** tipoEmpresa (contratante) or tipoDocFederal (filial). */
  tipoSource: string;
  /** Edit mode: document and state registration read-only, no auto-fill (docs/produto.md §2, §5). */
  locked: boolean;
  /** The label of the trade-name field, shown only for J. */
  fantasiaLabel: string;
}

/** Fills a new record from the public CNPJ lookup when a valid CNPJ is typed; `aviso` says why it could not. */
function useCnpjFill() {
  const { setValue } = useFormContext();
  const lastLookedUp = useRef('');
  const { aviso, falhou, limpar } = useLookupFailure(MSG.cnpjIndisponivel);
  const preencher = async (value: string) => {
    const cnpj = cleanCnpj(value ?? '');
    if (!isValidCnpj(cnpj) || cnpj === lastLookedUp.current) return;
    lastLookedUp.current = cnpj;
    try {
      const data = await consultaCnpj(cnpj);
      if (data.erro) return falhou(new Error(data.mensagem ?? MSG.cnpjIndisponivel));
      limpar();
      const cidade = data.cidadeId ? await cidadeById(data.cidadeId) : null;
      const { nome, fantasia, numero, complemento, telefone, email, cep, logradouro, bairro } = data;
      fillFields(setValue, { nome, fantasia, numero, complemento, telefone, email, cep, endereco: logradouro, bairro, cidade, cidadeId: cidade?.id });
    } catch (error) {
      await falhou(error);
    }
  };
  return { preencher, aviso };
}

/** CPF/CNPJ, RG/Inscrição Estadual, Nome/Razão Social and (J only) Fantasia, labelled by the person type. */
export function DocumentInputs({ tipoSource, locked, fantasiaLabel }: DocumentInputsProps) {
  const tipo = useWatch({ name: tipoSource }) as string | undefined;
  const { getValues } = useFormContext();
  const labels = documentLabels(tipo);
  const { preencher: fillFromCnpj, aviso } = useCnpjFill();

  return (
    <>
      <MaskedTextInput
        source="docFederal"
        label={labels.docFederal}
        mask={docFederalMask(tipo)}
        readOnly={locked}
        helperText={aviso}
        onBlur={() => {
          if (!locked && tipo === 'J') void fillFromCnpj(getValues('docFederal'));
        }}
      />
      <TextInput source="docEstadual" label={labels.docEstadual} readOnly={locked} />
      <TextInput source="nome" label={labels.nome} />
      {labels.showFantasia && <TextInput source="fantasia" label={fantasiaLabel} />}
    </>
  );
}

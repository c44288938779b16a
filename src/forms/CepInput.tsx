import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useRecordContext } from 'react-admin';
import { MSG } from '../../common/messages';
import { onlyDigits } from '../../common/text/normalize';
import { fillFields } from './fillFields';
import { consultaCep } from './lookupsApi';
import { CEP_MASK } from './masks';
import { MaskedTextInput } from './MaskedTextInput';
import { useLookupFailure } from './useLookupFailure';

/**
 * Cep with the 00000-000 mask. Leaving the field with 8 digits that changed looks the address up
 * (docs/produto.md §5) and fills Endereço, Bairro and Cidade; a failed lookup is noted below the field.
 */
export function CepInput() {
  const record = useRecordContext();
  const { getValues, setValue } = useFormContext();
  const lastLookedUp = useRef(onlyDigits(record?.cep as string | undefined));
  const { aviso, falhou, limpar } = useLookupFailure(MSG.cepIndisponivel);

  const lookUp = async () => {
    const cep = onlyDigits(getValues('cep'));
    if (cep.length !== 8 || cep === lastLookedUp.current) return;
    lastLookedUp.current = cep;
    try {
      const address = await consultaCep(cep);
      limpar();
      fillFields(setValue, { endereco: address.logradouro, bairro: address.bairro, cidade: address.cidade, cidadeId: address.cidade?.id });
    } catch (error) {
      await falhou(error);
    }
  };

  return <MaskedTextInput source="cep" mask={CEP_MASK} onBlur={lookUp} helperText={aviso} />;
}

import { useEffect, useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate } from 'react-admin';
import { cidadeLabel, searchCidades, type CidadeOption } from './lookupsApi';
import { useLookupFailure } from './useLookupFailure';
import { MSG } from '../../common/messages';

/** docs/produto.md §5 and §9: suggestions 200 ms after the last key, up to 10. */
export const CIDADE_DEBOUNCE_MS = 200;

/**
 * Cidade: autocomplete over the local IBGE table. The form keeps cidadeId (sent to the server) and
 * the chosen `cidade` (what the field shows; the CEP and CNPJ lookups set both).
 */
export function CidadeInput() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState, formState, id, isRequired } = useInput({ source: 'cidadeId' });
  const { setValue } = useFormContext();
  const chosen = useWatch({ name: 'cidade' }) as CidadeOption | null | undefined;
  const value = chosen && chosen.id === field.value ? chosen : null;
  const [text, setText] = useState('');
  const [options, setOptions] = useState<CidadeOption[]>([]);
  const [loading, setLoading] = useState(false);
  const typed = useRef(false);
  const { aviso, falhou, limpar } = useLookupFailure(MSG.erroInesperado);

  useEffect(() => {
    const search = text.trim();
    if (!typed.current || !search) return;
    let current = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const found = await searchCidades(search);
        if (current) {
          setOptions(found);
          limpar();
        }
      } catch (error) {
        if (current) await falhou(error);
      } finally {
        if (current) setLoading(false);
      }
    }, CIDADE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, falhou, limpar]);

  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  return (
    <Autocomplete<CidadeOption>
      id={id}
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(found) => found}
      getOptionLabel={cidadeLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        typed.current = reason === 'input';
        setText(next);
      }}
      onChange={(_, option) => {
        setValue('cidade', option, { shouldDirty: true });
        field.onChange(option?.id ?? null);
      }}
      onBlur={field.onBlur}
      noOptionsText={translate(text.trim() ? 'app.cidade.sem_opcoes' : 'app.cidade.digite')}
      loadingText={translate('app.cidade.carregando')}
      clearText={translate('app.cidade.limpar')}
      openText={translate('app.cidade.abrir')}
      closeText={translate('app.cidade.fechar')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          margin="dense"
          size="small"
          label={<FieldTitle source="cidadeId" resource={resource} isRequired={isRequired} />}
          error={showError}
          helperText={<InputHelperText helperText={aviso} error={showError ? fieldState.error?.message : undefined} />}
        />
      )}
    />
  );
}

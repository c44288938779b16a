import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { ACTIONS, SUBJECTS } from '../../common/permissions';
import { useAppAbility } from '../providers/useAppAbility';

/**
 * The list filters (docs/produto.md §2): each one a key of react-admin's filter, so it lives in the URL of
 * the list (a filtered list can be bookmarked) and reaches the server as a condition
 * (src/providers/queryOptions.ts: `_contem` is "contains", `_dias` "older than N days").
 */
const SIM_NAO = [
  { id: 'true', name: 'app.filtro.sim' },
  { id: 'false', name: 'app.filtro.nao' },
];

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
].map((uf) => ({ id: uf, name: uf }));

const sx = { minWidth: 140 };

/**
 * Filters are elements (react-admin reads their `source` and `alwaysOn`): every one shown, none hidden
 * behind a menu. Their ids are their own, apart from a form's field of the same source on the same
 * page (the branch's 'Ativo' above its devices' 'Ativo' filter).
 */
export const filtro = {
  simNao: (source: string, label: string) => (
    <SelectInput key={source} id={`filtro-${source}`} source={source} label={label} choices={SIM_NAO} emptyText="app.filtro.todos" sx={sx} alwaysOn />
  ),
  uf: () => (
    <SelectInput
      key="uf"
      id="filtro-uf"
      source="uf"
      label="app.filtro.uf"
      choices={UFS}
      translateChoice={false}
      emptyText="app.filtro.todos"
      sx={{ minWidth: 100 }}
      alwaysOn
    />
  ),
  cidade: () => <TextInput key="cidade_contem" id="filtro-cidade" source="cidade_contem" label="app.filtro.cidade" sx={sx} alwaysOn />,
  /** "Sem acesso há mais de N dias": the date column is older than N days (a never-set date is left out). */
  dias: (source: string, label: string) => (
    <NumberInput key={`${source}_dias`} id={`filtro-${source}-dias`} source={`${source}_dias`} label={label} min={0} step={1} sx={{ width: 220 }} alwaysOn />
  ),
  /** Contratante: only for who sees every contratante (the provider admin); a partner's lists are its own already. */
  contratante: () => (
    <ReferenceInput key="contratanteId" source="contratanteId" reference="contratantes" sort={{ field: 'nome', order: 'ASC' }} alwaysOn>
      <AutocompleteInput
        id="filtro-contratante"
        label="app.filtro.contratante"
        optionText="nome"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>
  ),
};

export function useVeTodosContratantes(): boolean {
  return useAppAbility().can(ACTIONS.INCLUIR, SUBJECTS.CONTRATANTE);
}

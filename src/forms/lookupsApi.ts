import type { ConsultaCnpj } from '../../common/api/consultaCnpj';
import { MSG } from '../../common/messages';
import { authorizedGraphql, getJson } from '../providers/restClient';

/** A city as the forms show it: "São Paulo - SP". */
export interface CidadeOption {
  id: number;
  nome: string;
  estado: { sigla: string };
}

export interface CepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: CidadeOption | null;
}

const CIDADE = 'id nome estado { sigla }';

export const cidadeLabel = (cidade: CidadeOption) => `${cidade.nome} - ${cidade.estado.sigla}`;

/** docs/produto.md §5: names starting with the text, accent- and case-insensitive, up to 10. */
export async function searchCidades(nome: string, limit = 10): Promise<CidadeOption[]> {
  const data = await authorizedGraphql<{ cidades: CidadeOption[] }>(
    `query cidades($nome: String, $limit: Int) { cidades(nome: $nome, limit: $limit) { ${CIDADE} } }`,
    { nome, limit },
  );
  return data.cidades;
}

export async function cidadeById(id: number): Promise<CidadeOption | null> {
  const data = await authorizedGraphql<{ cidade: CidadeOption | null }>(`query cidade($id: Int!) { cidade(id: $id) { ${CIDADE} } }`, { id });
  return data.cidade;
}

export async function consultaCep(cep: string): Promise<CepAddress> {
  const data = await authorizedGraphql<{ consultaCep: CepAddress }>(
    `query consultaCep($cep: String!) { consultaCep(cep: $cep) { cep logradouro bairro cidade { ${CIDADE} } } }`,
    { cep },
  );
  return data.consultaCep;
}

export function consultaCnpj(doc: string): Promise<ConsultaCnpj> {
  return getJson<ConsultaCnpj>(`/api/v1/contratante/consulta-cnpj/${encodeURIComponent(doc)}`, MSG.cnpjIndisponivel);
}

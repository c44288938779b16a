import type { ConsultaCnpj } from '../../common/api/consultaCnpj';
import { MSG } from '../../common/messages';
import { CidadeDocument, CidadesDocument, ConsultaCepDocument, type CamposCidadeFragment, type ConsultaCepQuery } from '../graphql/operacoes';
import { authorizedGraphql, getJson } from '../providers/restClient';

/** A city as the forms show it: "São Paulo - SP" (the CamposCidade fragment of lookups.graphql). */
export type CidadeOption = CamposCidadeFragment;

/** An address by CEP; street and district may be unknown (null). */
export type CepAddress = ConsultaCepQuery['consultaCep'];

export const cidadeLabel = (cidade: CidadeOption) => `${cidade.nome} - ${cidade.estado.sigla}`;

/** docs/produto.md §5: names starting with the text, accent- and case-insensitive, up to 10. */
export async function searchCidades(nome: string, limit = 10): Promise<CidadeOption[]> {
  const data = await authorizedGraphql(CidadesDocument, { nome, limit });
  return data.cidades;
}

export async function cidadeById(id: number): Promise<CidadeOption | null> {
  const data = await authorizedGraphql(CidadeDocument, { id });
  return data.cidade;
}

export async function consultaCep(cep: string): Promise<CepAddress> {
  const data = await authorizedGraphql(ConsultaCepDocument, { cep });
  return data.consultaCep;
}

export function consultaCnpj(doc: string): Promise<ConsultaCnpj> {
  return getJson<ConsultaCnpj>(`/api/v1/contratante/consulta-cnpj/${encodeURIComponent(doc)}`, MSG.cnpjIndisponivel);
}

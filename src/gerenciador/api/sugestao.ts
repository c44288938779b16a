import { gql } from '@apollo/client';
import type { AlternativaTabela, JustificativaCampo, SugestaoConfiguracao } from '../../../common/api/sugestao';
import type { Mapeamento } from '../../../common/catalogo';
import { consultar } from './client';
import { FalhaRequisicao } from './falhaRequisicao';

/** filialGerenciadorSugerirConfiguracao's answer with dados and mapeamento (JSON text on the wire) parsed. */
export interface Sugestao extends Omit<SugestaoConfiguracao, 'dados' | 'mapeamento'> {
  dados: Record<string, unknown>;
  mapeamento: Partial<Mapeamento>;
}

export type { AlternativaTabela, JustificativaCampo };

const CAMPOS = 'tipo dados mapeamento confianca avisos justificativas { campo coluna motivo } alternativas { tabela motivo confianca }';

const SUGERIR = gql`
  query filialGerenciadorSugerirConfiguracao($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorSugerirConfiguracao(identificadorApp: $identificadorApp, tipo: $tipo) { ${CAMPOS} }
  }
`;
/** The same proposal built on a table the integrator chose among the alternatives. */
const SUGERIR_COM_TABELA = gql`
  query filialGerenciadorSugerirConfiguracaoTabela($identificadorApp: String!, $tipo: String!, $tabela: String) {
    filialGerenciadorSugerirConfiguracao(identificadorApp: $identificadorApp, tipo: $tipo, tabela: $tabela) { ${CAMPOS} }
  }
`;

type Resposta = SugestaoConfiguracao;

const objeto = (texto: string): Record<string, unknown> => {
  const valor: unknown = JSON.parse(texto || '{}');
  if (!valor || typeof valor !== 'object' || Array.isArray(valor)) throw new Error('não é um objeto');
  return valor as Record<string, unknown>;
};

export async function sugerirConfiguracao(identificadorApp: string, tipo: string, tabela?: string): Promise<Sugestao> {
  const { filialGerenciadorSugerirConfiguracao: r } = tabela
    ? await consultar<{ filialGerenciadorSugerirConfiguracao: Resposta }>(SUGERIR_COM_TABELA, { identificadorApp, tipo, tabela })
    : await consultar<{ filialGerenciadorSugerirConfiguracao: Resposta }>(SUGERIR, { identificadorApp, tipo });
  try {
    return { ...r, dados: objeto(r.dados), mapeamento: objeto(r.mapeamento) as Partial<Mapeamento> };
  } catch {
    // An i18n key: the page translates it as it shows it.
    throw new FalhaRequisicao('app.gerenciador.sugestao.ilegivel');
  }
}

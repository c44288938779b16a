import { gql } from '@apollo/client';
import type { Mapeamento } from '../../../common/catalogo';
import { consultar } from './client';
import { FalhaRequisicao } from './falhaRequisicao';

/** One field (read types) or placeholder (insert types, `insert.x`/`insertItens.x`): its ERP column and why. */
export interface JustificativaCampo {
  campo: string;
  coluna: string | null;
  motivo: string;
}

/** Another table that could hold the type. */
export interface AlternativaTabela {
  tabela: string;
  motivo: string;
  confianca: number;
}

/** filialGerenciadorSugerirConfiguracao's answer with dados and mapeamento (JSON text on the wire) parsed. */
export interface Sugestao {
  tipo: string;
  dados: Record<string, unknown>;
  mapeamento: Partial<Mapeamento>;
  justificativas: JustificativaCampo[];
  alternativas: AlternativaTabela[];
  /** 0..1. */
  confianca: number;
  avisos: string[];
}

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

type Resposta = Omit<Sugestao, 'dados' | 'mapeamento'> & { dados: string; mapeamento: string };

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

import type { AlternativaTabela, JustificativaCampo, SugestaoConfiguracao } from '../../../common/api/sugestao';
import type { Mapeamento } from '../../../common/catalogo';
import { pedir } from './client';
import { FalhaRequisicao } from './falhaRequisicao';
import { FilialGerenciadorSugerirConfiguracaoDocument, FilialGerenciadorSugerirConfiguracaoTabelaDocument } from '../../graphql/operacoes';

/** filialGerenciadorSugerirConfiguracao's answer with dados and mapeamento (JSON text on the wire) parsed. */
export interface Sugestao extends Omit<SugestaoConfiguracao, 'dados' | 'mapeamento'> {
  dados: Record<string, unknown>;
  mapeamento: Partial<Mapeamento>;
}

export type { AlternativaTabela, JustificativaCampo };

const objeto = (texto: string): Record<string, unknown> => {
  const valor: unknown = JSON.parse(texto || '{}');
  if (!valor || typeof valor !== 'object' || Array.isArray(valor)) throw new Error('não é um objeto');
  return valor as Record<string, unknown>;
};

export async function sugerirConfiguracao(identificadorApp: string, tipo: string, tabela?: string): Promise<Sugestao> {
  const { filialGerenciadorSugerirConfiguracao: r } = tabela
    ? await pedir(FilialGerenciadorSugerirConfiguracaoTabelaDocument, { identificadorApp, tipo, tabela })
    : await pedir(FilialGerenciadorSugerirConfiguracaoDocument, { identificadorApp, tipo });
  try {
    return { ...r, dados: objeto(r.dados), mapeamento: objeto(r.mapeamento) as Partial<Mapeamento> };
  } catch {
    // An i18n key: the page translates it as it shows it.
    throw new FalhaRequisicao('app.gerenciador.sugestao.ilegivel');
  }
}

import type { ColunaErp, TabelaErp } from '../../../common/api/esquemaErp';
import type { Linha } from '../types';

/** The most tables one discovery answers with (an ERP with more is cut there and says so). */
export const MAX_TABELAS = 5000;

/** One row of a catalogue query: a column of a table, in order. */
export interface LinhaCatalogo {
  esquema: string | null;
  tabela: string;
  view: boolean;
  coluna: string;
  tipo: string;
  semTransacao?: boolean;
  nulavel?: boolean;
  padrao?: string | null;
  geracao?: ColunaErp['geracao'];
}

/** Reads a catalogue row's value by alias whatever case the engine answered in (Firebird upper, PostgreSQL lower). */
export function ler(linha: Linha, nome: string): unknown {
  const chave = Object.keys(linha).find((k) => k.toLowerCase() === nome.toLowerCase());
  return chave === undefined ? undefined : linha[chave];
}

/** Catalogue text as the engine stores it, without the padding of CHAR columns (Firebird's RDB$ names). */
export const texto = (valor: unknown): string => (valor === null || valor === undefined ? '' : String(valor).trimEnd());

/** Groups the catalogue rows (ordered by table, then column position) into tables with their columns. */
export function agruparTabelas(linhas: LinhaCatalogo[]): { tabelas: TabelaErp[]; truncado: boolean } {
  const tabelas = new Map<string, TabelaErp>();
  let truncado = false;
  for (const l of linhas) {
    const chave = `${l.esquema ?? ''}\u0000${l.tabela}`;
    let tabela = tabelas.get(chave);
    if (!tabela) {
      if (tabelas.size >= MAX_TABELAS) {
        truncado = true;
        continue;
      }
      tabela = { esquema: l.esquema, nome: l.tabela, view: l.view, colunas: [], ...(l.semTransacao ? { semTransacao: true } : {}) };
      tabelas.set(chave, tabela);
    }
    const coluna: ColunaErp = { nome: l.coluna, tipo: l.tipo };
    // What the engine tells beyond name and type (absent in readers that do not know it).
    if (l.nulavel !== undefined) coluna.nulavel = l.nulavel;
    if (l.padrao !== undefined) coluna.padrao = l.padrao;
    if (l.geracao !== undefined) coluna.geracao = l.geracao;
    tabela.colunas.push(coluna);
  }
  return { tabelas: [...tabelas.values()], truncado };
}

/** A declared default as text, or null when the column has none (MariaDB writes the absent default as the word NULL). */
export function padraoDeclarado(valor: unknown): string | null {
  const t = texto(valor).trim();
  if (!t || /^null$/i.test(t)) return null;
  return t.replace(/^default\s+/i, '');
}

import { createHash } from 'node:crypto';
import type { EsquemaErp, TabelaErp } from '../../common/api/esquemaErp';
import type { DivergenciaEstrutura } from '../../common/api/divergencia';
import type { DadosTipo } from '../../common/catalogo';

/**
 * The fingerprint of the ERP's structure a configuration relies on: for each table its statements
 * name, the columns they name with each one's type. Compared with the ERP at connection and before
 * each run, it tells a column dropped, renamed or retyped (docs/guia-integrador.md, "Quando a
 * estrutura do ERP muda") before a read removes anything from the phones or a write fails.
 */
export interface ImpressaoEstrutura {
  tabelas: { esquema: string | null; nome: string; colunas: Record<string, string> }[];
}

/** Every statement of a type's configuration: its selects, its inserts and key selects, its look-up by :uuid. */
export function sqlsDaConfiguracao(dados: Partial<DadosTipo>): string[] {
  const cards = [...(dados.insert ?? []), ...(dados.insertItens ?? [])].flatMap((c) => [c.sql, c.selectChave]);
  return [
    dados.select,
    dados.selectItens,
    dados.selectFormaPagamentoCliente,
    ...cards,
    dados.gravacaoUnica?.modo === 'colunaErp' ? dados.gravacaoUnica.selectUuid : '',
  ]
    .map((s) => String(s ?? '').trim())
    .filter(Boolean);
}

/** What identifies the statements: when it changes (the integrator saved new SQL), the fingerprint is taken again. */
export const hashDosSqls = (sqls: string[]) => createHash('sha256').update(JSON.stringify(sqls)).digest('hex');

/**
 * The names a statement uses, lower case: bare words and quoted names ("Product Name", `x`, [x]),
 * leaving out string literals, comments and :placeholders.
 */
export function nomesDoSql(sql: string): Set<string> {
  const limpo = sql.replace(/'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g, ' ').replace(/(?<![:\w]):[A-Za-z_]\w*/g, ' ');
  const nomes = new Set<string>();
  for (const m of limpo.matchAll(/"([^"]+)"|`([^`]+)`|\[([^\]]+)\]|([A-Za-z_\u00C0-\uFFFF][\w$\u00C0-\uFFFF]*)/g))
    nomes.add((m[1] ?? m[2] ?? m[3] ?? m[4]!).toLowerCase());
  return nomes;
}

/** The tables the statements name and, of each, the columns they name, with their types now. */
export function tirarImpressao(esquema: EsquemaErp, sqls: string[]): ImpressaoEstrutura {
  const nomes = new Set(sqls.flatMap((s) => [...nomesDoSql(s)]));
  const tabelas = esquema.tabelas
    .filter((t) => nomes.has(t.nome.toLowerCase()))
    .map((t) => ({
      esquema: t.esquema,
      nome: t.nome,
      colunas: Object.fromEntries(t.colunas.filter((c) => nomes.has(c.nome.toLowerCase())).map((c) => [c.nome, c.tipo])),
    }));
  return { tabelas };
}

const mesma = (t: TabelaErp, i: { esquema: string | null; nome: string }) => t.nome === i.nome && (t.esquema ?? null) === (i.esquema ?? null);

/** What changed in the ERP since the fingerprint: tables and columns gone (dropped or renamed), types changed. */
export function compararEstrutura(impressao: ImpressaoEstrutura, esquema: EsquemaErp): DivergenciaEstrutura[] {
  const divergencias: DivergenciaEstrutura[] = [];
  for (const antes of impressao.tabelas) {
    const agora = esquema.tabelas.find((t) => mesma(t, antes));
    const nome = antes.esquema ? `${antes.esquema}.${antes.nome}` : antes.nome;
    if (!agora) {
      divergencias.push({ tabela: nome, coluna: null, motivo: `A tabela ${nome} não existe mais no ERP (removida ou renomeada).` });
      continue;
    }
    for (const [coluna, tipo] of Object.entries(antes.colunas)) {
      const atual = agora.colunas.find((c) => c.nome === coluna);
      if (!atual) divergencias.push({ tabela: nome, coluna, motivo: `A coluna ${coluna} de ${nome} não existe mais no ERP (removida ou renomeada).` });
      else if (atual.tipo !== tipo)
        divergencias.push({ tabela: nome, coluna, motivo: `A coluna ${coluna} de ${nome} mudou de tipo no ERP: era ${tipo}, agora é ${atual.tipo}.` });
    }
  }
  return divergencias;
}

import type { ChaveErp, EsquemaErp, GatilhoErp, TabelaErp } from '../../../common/api/esquemaErp';
import { MOTORES } from '../engines';
import type { Dialeto, Linha } from '../types';
import { ler, texto } from './agrupar';
import { lerEsquema } from './index';

/** A schema as the statements name it: null for the default one (dbo, the search path), as the table list does. */
function esquemaDe(l: Linha, esquema: string, noCaminho: string): string | null {
  const nome = texto(ler(l, esquema));
  if (!nome || ler(l, noCaminho) === true || nome.toLowerCase() === 'dbo') return null;
  return nome;
}

const TIPOS_CHAVE: Record<string, ChaveErp['tipo']> = {
  P: 'primaria',
  'PRIMARY KEY': 'primaria',
  p: 'primaria',
  U: 'unica',
  UNIQUE: 'unica',
  u: 'unica',
  F: 'estrangeira',
  'FOREIGN KEY': 'estrangeira',
  f: 'estrangeira',
};

const chaveTabela = (esquema: string | null, nome: string) => `${esquema ?? ''}\u0000${nome}`;

/** The keys of each table from the rows of an engine's key query (one row per column, in key order). */
export function agruparChaves(linhas: Linha[]): Map<string, ChaveErp[]> {
  const porRestricao = new Map<string, { tabela: string; chave: ChaveErp }>();
  for (const l of linhas) {
    const tipo = TIPOS_CHAVE[texto(ler(l, 'tipo'))];
    if (!tipo) continue;
    const tabela = chaveTabela(esquemaDe(l, 'esquema', 'no_caminho'), texto(ler(l, 'tabela')));
    const id = `${tabela}\u0000${texto(ler(l, 'restricao'))}`;
    let item = porRestricao.get(id);
    if (!item) {
      const chave: ChaveErp = { tipo, colunas: [] };
      if (tipo === 'estrangeira')
        chave.referencia = { esquema: esquemaDe(l, 'esquema_ref', 'ref_no_caminho'), tabela: texto(ler(l, 'tabela_ref')), colunas: [] };
      porRestricao.set(id, (item = { tabela, chave }));
    }
    item.chave.colunas.push(texto(ler(l, 'coluna')));
    const ref = texto(ler(l, 'coluna_ref'));
    if (item.chave.referencia && ref) item.chave.referencia.colunas.push(ref);
  }
  const porTabela = new Map<string, ChaveErp[]>();
  for (const { tabela, chave } of porRestricao.values()) porTabela.set(tabela, [...(porTabela.get(tabela) ?? []), chave]);
  return porTabela;
}

const IDENT = String.raw`("[^"]+"|\`[^\`]+\`|\[[^\]]+\]|[A-Za-z_][\w$]*)`;
const semAspas = (nome: string) => nome.replace(/^["`[]|["`\]]$/g, '');

/**
 * What an insert trigger's body sets and draws from: `NEW.x = …` / `NEW.x := …` / `SET NEW.x = …`
 * as a statement (not a comparison inside IF), `UPDATE t SET x = …` (SQLite, SQL Server), and the
 * generators (GEN_ID, NEXT VALUE FOR, nextval).
 */
export function lerGatilho(corpo: string): GatilhoErp {
  const semComentarios = corpo.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
  const colunas = new Set<string>();
  const atribuicao = new RegExp(String.raw`(?:^|;|,|\bbegin\b|\bthen\b|\belse\b|\bset\b|\bdo\b)\s*new\s*\.\s*${IDENT}\s*:?=(?!=)`, 'gi');
  for (const m of semComentarios.matchAll(atribuicao)) colunas.add(semAspas(m[1]!));
  for (const m of semComentarios.matchAll(/\bupdate\s+\S+\s+set\s+([\s\S]+?)(?:\bwhere\b|;|$)/gi)) {
    for (const parte of m[1]!.split(',')) {
      const nome = new RegExp(String.raw`^\s*(?:\w+\.)?${IDENT}\s*=`).exec(parte);
      if (nome) colunas.add(semAspas(nome[1]!));
    }
  }
  const geradores = new Set<string>();
  for (const m of semComentarios.matchAll(
    new RegExp(String.raw`\bgen_id\s*\(\s*${IDENT}\s*,|\bnext\s+value\s+for\s+${IDENT}|\bnextval\s*\(\s*'([^']+)'`, 'gi'),
  )) {
    const nome = m[1] ?? m[2] ?? m[3];
    if (nome) geradores.add(semAspas(nome).replace(/^.*\./, '').replace(/^"|"$/g, ''));
  }
  return { colunas: [...colunas], geradores: [...geradores] };
}

/**
 * The ERP's tables with what a proposal needs beyond names and types: keys (primary, unique,
 * foreign, with what they point at), insert triggers (the columns they set, the generators they
 * use) and the database's sequences. Catalogue queries only: nothing is written, no table is read.
 */
export async function lerEsquemaDetalhado(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>): Promise<EsquemaErp> {
  const esquema = await lerEsquema(dialeto);
  const consultas = MOTORES[dialeto.tipo].esquema;
  const chaves = agruparChaves(await dialeto.consultar(consultas.chaves));
  const gatilhos = new Map<string, GatilhoErp[]>();
  for (const l of await dialeto.consultar(consultas.gatilhos)) {
    const tabela = chaveTabela(esquemaDe(l, 'esquema', 'no_caminho'), texto(ler(l, 'tabela')));
    gatilhos.set(tabela, [...(gatilhos.get(tabela) ?? []), lerGatilho(texto(ler(l, 'corpo')))]);
  }
  const sequencias = consultas.sequencias
    ? (await dialeto.consultar(consultas.sequencias)).map((l) => ({ esquema: esquemaDe(l, 'esquema', 'no_caminho'), nome: texto(ler(l, 'nome')) }))
    : [];
  const tabelas: TabelaErp[] = esquema.tabelas.map((t) => ({
    ...t,
    chaves: resolverReferencias(chaves.get(chaveTabela(t.esquema, t.nome)) ?? [], chaves),
    gatilhos: gatilhos.get(chaveTabela(t.esquema, t.nome)) ?? [],
  }));
  return { ...esquema, tabelas, sequencias };
}

/** A foreign key written without the parent's columns (SQLite allows it) points at the parent's primary key. */
function resolverReferencias(chaves: ChaveErp[], todas: Map<string, ChaveErp[]>): ChaveErp[] {
  return chaves.map((c) => {
    if (!c.referencia || c.referencia.colunas.length) return c;
    const pai = todas.get(chaveTabela(c.referencia.esquema, c.referencia.tabela))?.find((k) => k.tipo === 'primaria');
    return { ...c, referencia: { ...c.referencia, colunas: pai?.colunas ?? [] } };
  });
}

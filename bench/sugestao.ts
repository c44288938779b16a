/**
 * How long "Sugerir configuração" takes on an ERP of 500 tables, per engine: the Delphi-style fixture
 * (tests/support/erpsNomes.ts) among 490 other tables with ERP-like names, many of them near misses
 * (PRODUTO_LOG, PEDIDO_HIST, PESSOA_CONTATO…). Each proposal is timed beside the discovery page's own
 * catalogue read on the same database in the same run (the ratio is the figure; the milliseconds
 * depend on the machine). The tables chosen are printed too: the near misses must not win.
 *
 *   flock /work/bench.lock npx tsx bench/sugestao.ts [--vezes 5] [--motores sqlite,firebird]
 * Engines: SQLite always; MariaDB, PostgreSQL and Firebird when TEST_MARIADB_URL, TEST_POSTGRES_URL
 * and TEST_FIREBIRD_URL are set.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { abrirDialeto } from '../agent/dialects';
import { lerEsquema } from '../agent/dialects/schema';
import { sugerirConfiguracao } from '../agent/sugestao';
import type { SugestaoConfiguracao } from '../common/api/sugestao';
import { CONFIGURACAO_BASICA_PADRAO } from '../common/catalogo';
import { criarErpNomeado, type ErpNomeado } from '../tests/support/erpsNomes';

const TABELAS = 500;
const TIPOS = ['configuracaoDadosProduto', 'configuracaoDadosCliente', 'configuracaoDadosInsertPedido'] as const;
type Motor = 'sqlite' | 'mariadb' | 'postgres' | 'firebird';

/** Names an ERP of this kind has beside its main tables: modules, logs, links and copies. */
const RAIZES = [
  'PRODUTO',
  'PESSOA',
  'PEDIDO',
  'GRUPO',
  'ESTOQUE',
  'FISCAL',
  'NFE',
  'CAIXA',
  'BANCO',
  'CONTABIL',
  'COMPRA',
  'VENDA',
  'FORNECEDOR',
  'TRANSPORTE',
  'COMISSAO',
  'CFOP',
  'CIDADE',
  'USUARIO',
  'PERMISSAO',
  'AGENDA',
];
const SUFIXOS = [
  'LOG',
  'HIST',
  'CONTATO',
  'ENDERECO',
  'FOTO',
  'LOTE',
  'MOV',
  'AUX',
  'TMP',
  'OLD',
  'BKP',
  'PARAM',
  'SALDO',
  'ITEM_LOG',
  'OBS',
  'REGRA',
  'TIPO',
  'CONFIG',
  'IMPORT',
  'AUDIT',
];
const COLUNAS = [
  'COD_{r}',
  'DESCRICAO',
  'DT_CADASTRO',
  'DT_ALTERACAO',
  'VL_TOTAL',
  'QTDE',
  'FL_ATIVO',
  'OBS',
  'COD_OPERADOR',
  'SITUACAO',
  'NUMERO',
  'COD_EMPRESA',
];

function tabelasExtras(motor: Motor, existentes: number): string[] {
  const ddl: string[] = [];
  const tipo = (c: string) =>
    /^(COD|NUMERO)/.test(c)
      ? 'INTEGER'
      : /^DT_/.test(c)
        ? motor === 'sqlite'
          ? 'TEXT'
          : motor === 'mariadb'
            ? 'DATETIME'
            : 'TIMESTAMP'
        : /^(VL|QTDE)/.test(c)
          ? 'DECIMAL(15,2)'
          : c.startsWith('FL_')
            ? 'CHAR(1)'
            : 'VARCHAR(60)';
  for (let i = 0; ddl.length < TABELAS - existentes; i++) {
    const raiz = RAIZES[i % RAIZES.length]!;
    const sufixo = SUFIXOS[Math.floor(i / RAIZES.length) % SUFIXOS.length]!;
    const nome = `${raiz}_${sufixo}${i >= RAIZES.length * SUFIXOS.length ? `_${i}` : ''}`;
    const colunas = COLUNAS.slice(0, 5 + (i % 8)).map((c) => c.replace('{r}', raiz));
    ddl.push(`CREATE TABLE ${nome} (${colunas.map((c, j) => `${c} ${tipo(c)}${j === 0 ? ' NOT NULL PRIMARY KEY' : ''}`).join(', ')})`);
  }
  return ddl;
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function cronometrar(vezes: number, f: () => Promise<unknown>): Promise<number> {
  await f();
  const tempos: number[] = [];
  for (let i = 0; i < vezes; i++) {
    const t0 = performance.now();
    await f();
    tempos.push(performance.now() - t0);
  }
  return mediana(tempos);
}

export interface MedidaSugestao {
  motor: Motor;
  tabelas: number;
  catalogoMs: number;
  tipos: { tipo: string; ms: number; tabela: string }[];
}

async function medirMotor(motor: Motor, vezes: number): Promise<MedidaSugestao> {
  const erp: ErpNomeado = await criarErpNomeado(motor, 'delphi');
  const dialeto = abrirDialeto(erp.conexao);
  try {
    const antes = (await lerEsquema(dialeto)).tabelas.length;
    const extras = tabelasExtras(motor, antes);
    console.error(`[${motor}] criando ${extras.length} tabelas…`);
    if (motor === 'firebird') {
      // Firebird commits each DDL statement on its own: fifty to a block commit once.
      for (let i = 0; i < extras.length; i += 50)
        await erp.sql(
          `EXECUTE BLOCK AS BEGIN ${extras
            .slice(i, i + 50)
            .map((d) => `EXECUTE STATEMENT '${d}';`)
            .join(' ')} END`,
        );
    } else {
      if (motor === 'sqlite') await erp.sql('BEGIN');
      for (const ddl of extras) await erp.sql(ddl);
      if (motor === 'sqlite') await erp.sql('COMMIT');
    }
    console.error(`[${motor}] medindo…`);
    const tabelas = (await lerEsquema(dialeto)).tabelas.length;
    const catalogoMs = await cronometrar(vezes, () => lerEsquema(dialeto));
    const tipos: MedidaSugestao['tipos'] = [];
    for (const tipo of TIPOS) {
      let ultima: SugestaoConfiguracao | undefined;
      const ms = await cronometrar(vezes, async () => {
        const r = await sugerirConfiguracao(dialeto, tipo, CONFIGURACAO_BASICA_PADRAO);
        if (!r.status) throw new Error(`${motor} ${tipo}: ${r.msg}`);
        ultima = r.dados as SugestaoConfiguracao;
      });
      tipos.push({ tipo, ms, tabela: ultima!.justificativas.find((j) => j.campo.endsWith('(tabela)'))?.coluna ?? '?' });
    }
    return { motor, tabelas, catalogoMs, tipos };
  } finally {
    await dialeto.fechar();
    await erp.remover();
  }
}

export async function medirSugestao(vezes = 5, apenas?: Motor[]): Promise<MedidaSugestao[]> {
  const motores = (['sqlite', ...(['mariadb', 'postgres', 'firebird'] as const).filter((m) => process.env[`TEST_${m.toUpperCase()}_URL`])] as Motor[]).filter(
    (m) => !apenas?.length || apenas.includes(m),
  );
  const medidas: MedidaSugestao[] = [];
  for (const motor of motores) medidas.push(await medirMotor(motor, vezes));
  return medidas;
}

export function relatorioSugestao(medidas: MedidaSugestao[]): string {
  return medidas
    .map((m) =>
      [
        `  ${m.motor}: ${m.tabelas} tabelas; leitura do catálogo (a da página de descoberta) ${m.catalogoMs.toFixed(0)} ms`,
        ...m.tipos.map(
          (t) => `    ${t.tipo}: ${t.ms.toFixed(0)} ms (${(t.ms / m.catalogoMs).toFixed(1)}× a leitura do catálogo), tabela escolhida ${t.tabela}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { vezes: { type: 'string', default: '5' }, motores: { type: 'string', default: '' } } });
  console.log(relatorioSugestao(await medirSugestao(Number(values.vezes), values.motores ? (values.motores.split(',') as Motor[]) : undefined)));
  // The drivers' sockets of the dropped databases (node-firebird's above all) would keep the process alive.
  process.exit(0);
}

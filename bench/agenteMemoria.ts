/**
 * Agent memory over time: one agent process (an agent runs for months at a branch) writing phone
 * orders into a MariaDB ERP and syncing its products, whose prices change every few seconds, for
 * `--minutos` minutes (20 by default, the figure `npm run bench` reports). Its resident memory
 * (VmRSS of the process) is reported at the start (warm: connected, first run and first order done),
 * in the middle and at the end, one line each, beside what it did meanwhile. Memory that grows with
 * the number of writes or runs (a listener, a timer or a prepared statement per write) shows as an
 * end far above the middle. Nothing is asserted on the figures; the work itself is checked: every
 * order posted reached the ERP exactly once.
 *
 *   flock /work/bench.lock npx tsx bench/agenteMemoria.ts [--minutos 20] [--pedidos-por-segundo 2]
 *   (without MariaDB, TEST_MARIADB_URL unset: an SQLite ERP file)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { montarPedido } from '../scripts/device';
import { cliente, criarCenario, usuario } from '../tests/integration/mobileCenario';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao } from '../tests/support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../tests/support/erps';
import { lancarAgente, matar } from '../tests/support/processoAgente';
import { startTestApp } from '../tests/support/testApp';

const PRODUTO = 'configuracaoDadosProduto';
const PRODUTOS = 2000;
const SELECT_PRODUTOS = 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo';
const MAPA_PRODUTOS = {
  campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};
const INSERT = {
  transacaoInsert: true,
  tempoSincronizacao: '00:30',
  quantidadeRegistrosPaginar: 50,
  insert: [
    {
      id: 'INS_1',
      sql: 'INSERT INTO pedidos (uuid_app, cliente, vendedor, total, observacao) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :valorTotal, :observacao)',
      selectChave: 'SELECT id FROM pedidos WHERE uuid_app = :uuid',
    },
  ],
  insertItens: [
    {
      id: 'INS_ITENS_1',
      sql: 'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal)',
      selectChave: '',
    },
  ],
};
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso erro dtInicio dtFim } }';
/** A changes-only run asked this often, beside the agent's own schedule (a minute). */
const PEDIR_SINCRONIZACAO_MS = 20_000;
/** Prices of a few products change this often in the ERP. */
const MUDAR_PRODUTOS_MS = 3000;

export interface MedidaMemoria {
  /** When, in minutes from the warm start. */
  minuto: number;
  rssMiB: number;
  pedidos: number;
  execucoes: number;
}

export interface ResultadoMemoria {
  erp: string;
  minutos: number;
  inicio: MedidaMemoria;
  meio: MedidaMemoria;
  fim: MedidaMemoria;
  /** Peak resident memory of the process over its life (VmHWM). */
  picoMiB: number;
  pedidosNoErp: number;
  execucoesComSucesso: number;
}

/** The k-th product a phone may sell: every tenth product is inactive in the sample ERP (tests/support/erps.ts). */
const produtoAtivo = (k: number) => {
  const n = 1 + (k % PRODUTOS);
  return `P${String(n % 10 === 0 ? n - 1 : n).padStart(4, '0')}`;
};

const arred = (n: number, casas = 1) => Math.round(n * 10 ** casas) / 10 ** casas;

function memoriaMiB(pid: number, campo: 'VmRSS' | 'VmHWM'): number {
  const linha = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${campo}:`));
  if (!linha) throw new Error(`${campo} ausente em /proc/${pid}/status`);
  return arred(Number(linha.replace(/\D+/g, '')) / 1024);
}

export async function medirMemoriaAgente(opcoes: { minutos?: number; pedidosPorSegundo?: number } = {}): Promise<ResultadoMemoria> {
  const minutos = opcoes.minutos ?? 20;
  const intervaloPedidoMs = 1000 / (opcoes.pedidosPorSegundo ?? 2);
  const t = await startTestApp();
  const engine = process.env.TEST_MARIADB_URL ? 'mariadb' : 'sqlite';
  let erp: ErpDeTeste | null = null;
  let agente: ChildProcess | null = null;
  const pasta = mkdtempSync(join(tmpdir(), 'bench-memoria-'));
  const paradas: (() => void)[] = [];
  try {
    erp = await criarErp(engine);
    await inserirProdutos(erp, PRODUTOS);
    // Prices change in the ERP while the phone sells, and some products have no stock: the branch lets the seller's price and quantity stand.
    const c = await criarCenario(t, 'Memoria', { basica: { permiteAlterarValorVendaItemPedido: true, permiteVendaProdutoSemEstoque: true } });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('V01', 'ana', 'senha123')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    const filial = await gerarToken(t, c.partner.token, c.filialId);
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(
      t,
      c.partner.token,
      c.filialId,
      PRODUTO,
      { tempoSincronizacao: '00:01', quantidadeRegistrosPaginar: 100, select: SELECT_PRODUTOS },
      MAPA_PRODUTOS,
    );
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoDadosInsertPedido', INSERT);
    agente = lancarAgente(t.url, filial.token, join(pasta, 'estado.db'));
    const pid = agente.pid!;
    const status = async () =>
      (
        await t.gql<{ filialGerenciadorSincronizarStatus: { executando: boolean; sucesso: boolean; dtFim: string | null } }>(
          SYNC_STATUS,
          { a: filial.identificadorApp, t: PRODUTO },
          c.partner.token,
        )
      ).data?.filialGerenciadorSincronizarStatus;
    const sincronizar = () => t.gql(SINCRONIZAR, { a: filial.identificadorApp, d: { tipo: PRODUTO, reenviarTodos: false } }, c.partner.token);
    await esperar(
      async () => (await sincronizar()).data,
      (d) => (d as { filialGerenciadorSincronizar?: { status: boolean } } | undefined)?.filialGerenciadorSincronizar?.status === true,
      60_000,
    );
    await esperar(status, (s) => Boolean(s && !s.executando && s.dtFim && s.sucesso), 300_000);
    const fone = await c.vendedorLogado('ana', 'senha123');

    const postados: string[] = [];
    const recusas = new Map<number, string>();
    let execucoes = 0;
    let ativo = true;
    // The phone: one order every intervaloPedidoMs, paced from the start (a slow answer does not add up).
    const pedidos = (async () => {
      const inicio = Date.now();
      while (ativo) {
        const pedido = montarPedido('C1', [{ produtoIdentificador: produtoAtivo(postados.length), quantidade: 1, valorUnitarioVenda: 1.25 }], {
          observacao: 'bench de memória',
        });
        const r = await fone.postar('pedidos', pedido);
        if (r.status === 200) postados.push(pedido.uuid);
        else recusas.set(r.status, JSON.stringify(r.corpo));
        const proximo = inicio + (postados.length + 1) * intervaloPedidoMs;
        await new Promise((res) => setTimeout(res, Math.max(0, proximo - Date.now())));
      }
    })();
    let mudanca = 0;
    const mudar = setInterval(() => {
      mudanca += 1;
      const codigos = Array.from({ length: 5 }, (_, i) => `P${String(1 + ((mudanca * 5 + i) % PRODUTOS)).padStart(4, '0')}`);
      void erp!.sql(`UPDATE produtos SET preco = preco + 0.01 WHERE codigo IN (${codigos.map(() => '?').join(', ')})`, codigos).catch(() => undefined);
    }, MUDAR_PRODUTOS_MS);
    const pedir = setInterval(
      () =>
        void sincronizar().then(
          () => (execucoes += 1),
          () => undefined,
        ),
      PEDIR_SINCRONIZACAO_MS,
    );
    paradas.push(
      () => clearInterval(mudar),
      () => clearInterval(pedir),
    );

    // Warm start: the first order of the run is in the ERP.
    await esperar(
      async () => postados.length > 0 && (await c.registros.buscarPorUuid(c.filialId, 'pedido', postados[0]!))?.situacao,
      (s) => s === 'integrado',
      60_000,
    );
    const marco = Date.now();
    const medir = (): MedidaMemoria => ({
      minuto: arred((Date.now() - marco) / 60_000),
      rssMiB: memoriaMiB(pid, 'VmRSS'),
      pedidos: postados.length,
      execucoes,
    });
    const inicio = medir();
    const ate = (min: number) => new Promise((res) => setTimeout(res, Math.max(0, marco + min * 60_000 - Date.now())));
    await ate(minutos / 2);
    const meio = medir();
    await ate(minutos);
    const fim = medir();
    const picoMiB = memoriaMiB(pid, 'VmHWM');
    ativo = false;
    await pedidos;
    for (const parar of paradas.splice(0)) parar();

    // The work was real: every order posted is in the ERP once, and the runs succeeded.
    const integrados = async () =>
      Number(
        (
          await t.app.db.kysely
            .selectFrom('mobile_registro')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('filialId', '=', c.filialId)
            .where('situacao', '=', 'integrado')
            .executeTakeFirstOrThrow()
        ).n,
      );
    if (recusas.size) throw new Error(`pedidos recusados pelo servidor: ${JSON.stringify([...recusas])}`);
    await esperar(integrados, (n) => n === postados.length, 300_000);
    const noErp = await erp.sql('SELECT uuid_app, COUNT(*) AS n FROM pedidos GROUP BY uuid_app');
    const repetidos = noErp.filter((l) => Number(l.n) !== 1);
    if (noErp.length !== postados.length || repetidos.length)
      throw new Error(`no ERP: ${noErp.length} pedidos de ${postados.length} postados, ${repetidos.length} repetidos`);
    const historico = await t.app.db.kysely
      .selectFrom('sync_historico')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('filialId', '=', c.filialId)
      .where('tipo', '=', PRODUTO)
      .where('resultado', '=', 'sucesso')
      .executeTakeFirstOrThrow();
    return { erp: engine, minutos, inicio, meio, fim, picoMiB, pedidosNoErp: noErp.length, execucoesComSucesso: Number(historico.n) };
  } finally {
    for (const parar of paradas) parar();
    if (agente) await matar(agente);
    await t.close();
    await erp?.remover();
    rmSync(pasta, { recursive: true, force: true });
  }
}

export function relatorioMemoriaAgente(r: ResultadoMemoria): string {
  const linha = (rotulo: string, m: MedidaMemoria) => `  ${rotulo} (minuto ${m.minuto}): RSS do agente ${m.rssMiB} MiB, ${m.pedidos} pedidos postados até aí`;
  return [
    `  um agente, ERP ${r.erp}, ${r.minutos} min: pedidos de um celular gravados no ERP e produtos (${PRODUTOS}, preços mudando a cada ${MUDAR_PRODUTOS_MS / 1000} s) sincronizados a cada ${PEDIR_SINCRONIZACAO_MS / 1000} s`,
    linha('início', r.inicio),
    linha('meio', r.meio),
    linha('fim', r.fim),
    `  pico (VmHWM) ${r.picoMiB} MiB; fim / meio ${arred(r.fim.rssMiB / r.meio.rssMiB, 2)}×; ${r.pedidosNoErp} pedidos no ERP, cada um uma vez; ${r.execucoesComSucesso} sincronizações com sucesso`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { minutos: { type: 'string' }, 'pedidos-por-segundo': { type: 'string' } } });
  const r = await medirMemoriaAgente({
    minutos: values.minutos ? Number(values.minutos) : undefined,
    pedidosPorSegundo: values['pedidos-por-segundo'] ? Number(values['pedidos-por-segundo']) : undefined,
  });
  console.log(relatorioMemoriaAgente(r));
}

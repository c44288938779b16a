import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { VERSAO_AGENTE } from '../../agent/versao';
import { VERSAO_NODE_AGENTE } from '../../scripts/build-agent/runtimeNode';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErp, engineDisponivel, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { matar } from '../support/processoAgente';
import { falta, PASTA_DOWNLOADS } from '../support/requisitos';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * The built Linux executable (npm run build:agent) as a customer runs it: no Node on PATH (and, where
 * this machine allows a private mount namespace, /usr/bin/node itself hidden), connected to a real
 * server with a branch token, testing connections to SQLite and MariaDB ERPs and syncing products.
 * It embeds Node 24 from the npm registry and carries the very blob of the Windows executable, so it
 * runs here what the Windows executable runs (node:sqlite, no native addon).
 * Skipped with a line when the downloads were not built (a failure under CI: .ci/run builds them).
 */
const DIST = PASTA_DOWNLOADS;
const semDownloads = falta('downloads', 'executáveis do gerenciador');
const EXECUTAVEIS = [{ nome: `Linux x64 (Node ${VERSAO_NODE_AGENTE}, node:sqlite)`, arquivo: join(DIST, 'fv-gerenciador-linux-x64') }].filter((e) =>
  existsSync(e.arquivo),
);

describe.skipIf(semDownloads)('build do gerenciador', () => {
  it('produced the Linux executable', () => expect(EXECUTAVEIS.map((e) => e.arquivo)).toHaveLength(1));
});

const RESULTADO = 'status msg erro dados';
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado versao versaoServidor desatualizado } }';
const TESTAR_CONEXAO = `query($a: String!, $d: String!) { filialGerenciadorTestarConexao(identificadorApp: $a, dadosConexao: $d) { ${RESULTADO} } }`;
const TESTAR_SQL = `query($a: String!, $d: String!) { filialGerenciadorTestarSQL(identificadorApp: $a, dadosSQL: $d) { ${RESULTADO} } }`;
const SINCRONIZAR = `query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { ${RESULTADO} } }`;
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso erro itemsCount itensSincronizadosCount dtFim } }';
const PRODUTO = {
  dados: {
    tempoSincronizacao: '00:30',
    quantidadeRegistrosPaginar: 10,
    select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo',
  },
  mapeamento: {
    campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
  },
};

const USUARIO_MARIADB = `fv_exec_${process.pid}`;
const SENHA_MARIADB = 'Senha#Executavel1';

/** Whether this machine lets a private mount namespace hide /usr/bin/node (root with unshare). */
function podeEsconderNode(): boolean {
  return spawnSync('unshare', ['-m', 'sh', '-c', 'mount --bind /dev/null "$(command -v node)"'], { stdio: 'ignore' }).status === 0;
}

/**
 * The executable with an empty environment and a PATH holding no node; /usr/bin/node hidden when
 * possible. Its log (stderr) goes to `aoRegistrar`, and to the test's output with AGENTE_LOG.
 */
function lancarExecutavel(arquivo: string, argumentos: string[], semPath: string, aoRegistrar: (texto: string) => void): ChildProcess {
  const env = { PATH: semPath, HOME: semPath };
  const stdio = ['ignore', process.env.AGENTE_LOG ? 'inherit' : 'ignore', 'pipe'] as const;
  const filho = !podeEsconderNode()
    ? spawn(arquivo, argumentos, { env, stdio: [...stdio] })
    : spawn(
        'unshare',
        ['-m', '/bin/sh', '-c', `mount --bind /dev/null "${process.execPath}" && exec env -i PATH="$0" HOME="$0" "$@"`, semPath, arquivo, ...argumentos],
        { stdio: [...stdio] },
      );
  filho.stderr!.setEncoding('utf8').on('data', (texto: string) => {
    aoRegistrar(texto);
    if (process.env.AGENTE_LOG) process.stderr.write(texto);
  });
  return filho;
}

describe.skipIf(semDownloads).each(EXECUTAVEIS)('executável do gerenciador: $nome', ({ arquivo }) => {
  let t: TestApp;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let sqlite: ErpDeTeste;
  let mariadb: ErpDeTeste | null = null;
  let pasta: string;
  let agente: ChildProcess;
  let registro = '';

  beforeAll(async () => {
    t = await startTestApp();
    parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'Executavel');
    sqlite = await criarErp('sqlite');
    await inserirProdutos(sqlite, 25);
    if (engineDisponivel('mariadb')) {
      mariadb = await criarErp('mariadb');
      // The manager requires a password for server databases: a user of this test with one.
      await mariadb.sql(`CREATE USER '${USUARIO_MARIADB}'@'%' IDENTIFIED BY '${SENHA_MARIADB}'`);
      await mariadb.sql(`GRANT SELECT ON ${mariadb.conexao.database}.* TO '${USUARIO_MARIADB}'@'%'`);
    }
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Executável'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(sqlite.conexao));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosProduto', PRODUTO.dados, PRODUTO.mapeamento);
    pasta = mkdtempSync(join(tmpdir(), 'executavel-'));
    agente = lancarExecutavel(
      arquivo,
      ['--server', t.url, '--token', filial.token, '--estado', join(pasta, 'estado.db')],
      join(pasta, 'sem-node'),
      (texto) => (registro += texto),
    );
  }, 60_000);
  afterAll(async () => {
    if (agente) await matar(agente);
    await t?.close();
    await sqlite?.remover();
    await mariadb?.sql(`DROP USER IF EXISTS '${USUARIO_MARIADB}'@'%'`);
    await mariadb?.remover();
    if (pasta) rmSync(pasta, { recursive: true, force: true });
  });

  it('runs where no node is on PATH', () => {
    const semNode = spawnSync('/bin/sh', ['-c', 'command -v node'], { env: { PATH: join(pasta, 'sem-node') } });
    expect(semNode.status).not.toBe(0);
  });

  it(`runs on the Node it embeds (${VERSAO_NODE_AGENTE}), not on this machine's`, async () => {
    // The agent's first log line names its version and the Node running it (process.version).
    const inicio = await esperar(
      async () => /iniciado \(versão [^,]+, Node (v[\d.]+)\)/.exec(registro)?.[1] ?? null,
      (v) => v !== null,
      30_000,
    );
    expect(inicio).toBe(`v${VERSAO_NODE_AGENTE}`);
  });

  it('connects with the branch token and reports its version', async () => {
    const status = await esperar(
      async () =>
        (await t.gql<{ filialGerenciadorStatus: { conectado: boolean; versao: string | null } }>(STATUS, { a: filial.identificadorApp }, parceiro.token)).data!
          .filialGerenciadorStatus,
      // Connected comes with the socket, the version with the agent's hello a moment later.
      (s) => s.conectado && s.versao !== null,
      30_000,
    );
    expect(status).toMatchObject({ conectado: true, versao: VERSAO_AGENTE, desatualizado: false });
  });

  it('completes a test connection against the SQLite ERP and runs a select on it', async () => {
    const conexao = await t.gql<{ filialGerenciadorTestarConexao: { status: boolean; msg: string } }>(
      TESTAR_CONEXAO,
      { a: filial.identificadorApp, d: JSON.stringify(sqlite.conexao) },
      parceiro.token,
    );
    expect(conexao.data?.filialGerenciadorTestarConexao).toMatchObject({ status: true, msg: MSG.conexaoRealizada });
    const ausente = await t.gql<{ filialGerenciadorTestarConexao: { status: boolean; erro: string } }>(
      TESTAR_CONEXAO,
      { a: filial.identificadorApp, d: JSON.stringify({ ...sqlite.conexao, sqliteArquivo: join(pasta, 'nao-existe.db') }) },
      parceiro.token,
    );
    expect(ausente.data?.filialGerenciadorTestarConexao.status).toBe(false);
    expect(existsSync(join(pasta, 'nao-existe.db'))).toBe(false);
    const select = await t.gql<{ filialGerenciadorTestarSQL: { status: boolean; msg: string } }>(
      TESTAR_SQL,
      { a: filial.identificadorApp, d: JSON.stringify({ instrucao: PRODUTO.dados.select, tipo: 'SELECT' }) },
      parceiro.token,
    );
    expect(select.data?.filialGerenciadorTestarSQL).toMatchObject({ status: true, msg: MSG.selectExecutado(1) });
  });

  it.skipIf(!engineDisponivel('mariadb'))('completes a test connection against the MariaDB ERP, and reports a wrong password', async () => {
    const conexao = await t.gql<{ filialGerenciadorTestarConexao: { status: boolean; msg: string } }>(
      TESTAR_CONEXAO,
      { a: filial.identificadorApp, d: JSON.stringify({ ...mariadb!.conexao, username: USUARIO_MARIADB, password: SENHA_MARIADB }) },
      parceiro.token,
    );
    expect(conexao.data?.filialGerenciadorTestarConexao).toMatchObject({ status: true, msg: MSG.conexaoRealizada });
    const errada = await t.gql<{ filialGerenciadorTestarConexao: { status: boolean; erro: string } }>(
      TESTAR_CONEXAO,
      { a: filial.identificadorApp, d: JSON.stringify({ ...mariadb!.conexao, username: USUARIO_MARIADB, password: 'senha-errada' }) },
      parceiro.token,
    );
    expect(errada.data?.filialGerenciadorTestarConexao.status).toBe(false);
    expect(errada.data?.filialGerenciadorTestarConexao.erro).toMatch(/denied|negado/i);
  });

  it('syncs the products through its local state file', async () => {
    const r = await t.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
      SINCRONIZAR,
      { a: filial.identificadorApp, d: { tipo: 'configuracaoDadosProduto', reenviarTodos: false } },
      parceiro.token,
    );
    expect(r.data?.filialGerenciadorSincronizar.status).toBe(true);
    const ler = async () =>
      (
        await t.gql<{ filialGerenciadorSincronizarStatus: Record<string, unknown> }>(
          SYNC_STATUS,
          { a: filial.identificadorApp, t: 'configuracaoDadosProduto' },
          parceiro.token,
        )
      ).data!.filialGerenciadorSincronizarStatus;
    expect(await esperar(ler, (s) => s.executando === false && s.dtFim !== null)).toMatchObject({
      sucesso: true,
      erro: null,
      itemsCount: 25,
      itensSincronizadosCount: 25,
    });
    const salvos = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select('identificador')
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', 'configuracaoDadosProduto')
      .execute();
    expect(salvos).toHaveLength(25);
    expect(existsSync(join(pasta, 'estado.db'))).toBe(true);
  });
});

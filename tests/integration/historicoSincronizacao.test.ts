import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecucaoSincronizacao } from '../../common/api/historicoSincronizacao';
import { MSG } from '../../common/messages';
import { EVENTOS } from '../../common/protocolo';
import { HistoricoSincronizacaoService } from '../../server/sincronizacao/historicoSincronizacao';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const PRODUTO = 'configuracaoDadosProduto';
const PRODUTOS = 200;
const DADOS = {
  tempoSincronizacao: '24:00',
  quantidadeRegistrosPaginar: 10,
  select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo',
};
const MAPA = {
  campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};

const EXECUCOES =
  'query($a: String!, $t: String, $l: Int, $o: Int) { r: filialGerenciadorExecucoes(identificadorApp: $a, tipo: $t, limit: $l, offset: $o) { total execucoes { id tipo dtInicio dtFim modo lidos enviados removidos resultado retomada msg erro falhas } } }';
const CSV = 'query($a: String!, $id: Int!) { r: filialGerenciadorExecucaoFalhasCsv(identificadorApp: $a, id: $id) { nome conteudo } }';
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { r: filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const CANCELAR = 'query($a: String!, $t: String!) { r: filialGerenciadorSincronizarCancelar(identificadorApp: $a, tipo: $t) { status msg erro } }';

/**
 * Run history (docs/guia-integrador.md §7): every run kept with its mode, counts, outcome, resumption and failed rows,
 * after success, failure, cancel and an agent killed mid-run (resumed by itself), read through
 * GraphQL, the failures as CSV, and purged after 30 days. The agent is its own process against a
 * SQLite ERP (what the history records does not depend on the engine); the server's database is
 * each test project's.
 */
describe('histórico de execuções', { timeout: 60_000 }, () => {
  let t: TestApp;
  let erp: ErpDeTeste;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ChildProcess | null = null;
  const estado = join(mkdtempSync(join(tmpdir(), 'agente-historico-')), 'estado.db');
  /** While set, the server holds the agent's next product batch until it resolves (to act mid-run). */
  let comporta: { chegou: () => void; aberta: Promise<void> } | null = null;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Historico');
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, PRODUTOS);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Histórico'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, PRODUTO, DADOS, MAPA);
    const original = t.app.hub.handlers.event;
    t.app.hub.handlers.event = async (filialId, mensagem, responder) => {
      const atual = comporta;
      if (atual && mensagem.type === EVENTOS.lote && (mensagem.payload as { tipo?: string }).tipo === PRODUTO) {
        atual.chegou();
        await atual.aberta;
      }
      return original(filialId, mensagem, responder);
    };
    agente = lancarAgente(t.url, filial.token, estado);
    await esperar(async () => t.app.hub.isConnected(filial.filialId), Boolean, 30_000);
  }, 60_000);
  afterAll(async () => {
    if (agente) await matar(agente);
    await t?.close();
    await erp?.remover();
  });

  const gql = async <T>(query: string, variaveis: Record<string, unknown>) => {
    const r = await t.gql<{ r: T }>(query, { a: filial.identificadorApp, ...variaveis }, parceiro.token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.r;
  };
  const execucoes = (tipo: string | null = PRODUTO, limit?: number, offset?: number) =>
    gql<{ total: number; execucoes: ExecucaoSincronizacao[] }>(EXECUCOES, { t: tipo, l: limit, o: offset });
  const ultima = async () => (await execucoes()).execucoes[0]!;
  const terminada = (total: number) =>
    esperar(
      () => execucoes(),
      (r) => r.total === total && r.execucoes[0]!.resultado !== 'executando',
    );
  const sincronizar = async (reenviarTodos = false) => expect(await gql(SINCRONIZAR, { d: { tipo: PRODUTO, reenviarTodos } })).toMatchObject({ status: true });
  /** Holds the agent's next batch at the server: `retido` resolves once the run waits on it. */
  const segurar = () => {
    let chegou!: () => void;
    let soltar!: () => void;
    const esperando = new Promise<void>((r) => (chegou = r));
    comporta = { chegou, aberta: new Promise<void>((r) => (soltar = r)) };
    return {
      retido: esperando,
      liberar: () => {
        comporta = null;
        soltar();
      },
    };
  };

  it('keeps a successful run: its mode, what it read and sent, and its message', async () => {
    await sincronizar();
    const {
      execucoes: [r],
    } = await terminada(1);
    expect(r).toMatchObject({
      tipo: PRODUTO,
      modo: 'alterados',
      resultado: 'sucesso',
      lidos: PRODUTOS,
      enviados: PRODUTOS,
      removidos: 0,
      retomada: false,
      falhas: 0,
      erro: null,
      msg: MSG.sincronizacaoConcluida(PRODUTOS, PRODUTOS, 0),
    });
    expect(Date.parse(r!.dtFim!)).toBeGreaterThanOrEqual(Date.parse(r!.dtInicio));
  });

  it('counts removals, and tells a full resend from a changes-only run', async () => {
    await erp.sql("DELETE FROM produtos WHERE codigo IN ('P0199', 'P0200')");
    await sincronizar(true);
    const {
      execucoes: [r],
    } = await terminada(2);
    expect(r).toMatchObject({ modo: 'todos', resultado: 'sucesso', lidos: PRODUTOS - 2, enviados: PRODUTOS - 2, removidos: 2 });
  });

  it('keeps a failed run with each failed row, downloadable as CSV', async () => {
    await erp.sql("UPDATE produtos SET descricao = '' WHERE codigo = 'P0007'");
    await erp.sql("UPDATE produtos SET preco = 'caro; muito \"caro\"' WHERE codigo = 'P0011'");
    await sincronizar();
    const {
      execucoes: [r],
    } = await terminada(3);
    expect(r).toMatchObject({ resultado: 'falha', falhas: 2, removidos: 0, msg: MSG.registrosNaoLidos(2) });
    expect(r!.erro).toContain('Registro P0007: o campo obrigatório descricao está vazio');
    const arquivo = await gql<{ nome: string; conteudo: string }>(CSV, { id: r!.id });
    expect(arquivo.nome).toMatch(/^falhas-configuracao_dados_produto-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    const linhas = arquivo.conteudo.split('\r\n');
    expect(linhas[0]).toBe('\uFEFFTipo;Início da execução;Identificador;Motivo');
    expect(linhas.slice(1, 3).map((l) => l.split(';').slice(2).join(';'))).toEqual([
      'P0007;o campo obrigatório descricao está vazio',
      'P0011;"o campo valorUnitario (caro; muito ""caro"") não é um número decimal"',
    ]);
    expect(linhas[1]!.startsWith('Produtos;')).toBe(true);
    await erp.sql("UPDATE produtos SET descricao = 'Arrumado', preco = '1.00' WHERE codigo IN ('P0007', 'P0011')");
  });

  it('keeps a cancelled run as cancelled, with what it had read', async () => {
    const lote = segurar();
    await sincronizar(true);
    await lote.retido;
    expect(await gql(CANCELAR, { t: PRODUTO })).toMatchObject({ status: true });
    lote.liberar();
    const {
      execucoes: [r],
    } = await terminada(4);
    expect(r).toMatchObject({ resultado: 'cancelada', modo: 'todos', msg: MSG.sincronizacaoCancelada, removidos: 0 });
    expect(r!.lidos).toBeGreaterThan(0);
    expect(r!.lidos).toBeLessThan(PRODUTOS);
  });

  it('marks a run cut by a killed agent as interrupted, and keeps its resumption as resumed', async () => {
    const lote = segurar();
    await sincronizar(true);
    await lote.retido;
    await matar(agente!);
    await esperar(ultima, (r) => r.resultado === 'interrompida');
    lote.liberar();
    agente = lancarAgente(t.url, filial.token, estado);
    const { execucoes } = await terminada(6);
    expect(execucoes.slice(0, 2).map((e) => [e.resultado, e.retomada])).toEqual([
      ['sucesso', true],
      ['interrompida', false],
    ]);
    expect(execucoes[1]!.msg).toBe(MSG.sincronizacaoInterrompida);
    expect(execucoes[0]!.msg).toBe(MSG.sincronizacaoConcluida(execucoes[0]!.lidos, execucoes[0]!.enviados, 0));
  });

  it('lists runs newest first, by type or all, a page at a time', async () => {
    const todas = await execucoes(null, 2, 1);
    expect(todas.total).toBe(6);
    expect(todas.execucoes.map((e) => e.resultado)).toEqual(['interrompida', 'cancelada']);
    expect((await execucoes('configuracaoDadosCliente')).total).toBe(0);
    const invalido = await t.gql(EXECUCOES, { a: filial.identificadorApp, t: 'qualquer' }, parceiro.token);
    expect(invalido.errors?.[0]?.message).toBe(MSG.tipoConfiguracaoInvalido);
  });

  it('purges runs older than 30 days, failed rows included', async () => {
    const dias = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000).toISOString();
    const velha = await t.app.db.kysely
      .insertInto('sync_historico')
      .values({
        filialId: filial.filialId,
        tipo: PRODUTO,
        dtInicio: dias(31),
        dtFim: dias(31),
        modo: 'alterados',
        lidos: 1,
        enviados: 0,
        removidos: 0,
        resultado: 'falha',
        retomada: 0,
        msg: null,
        erro: null,
        falhas: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.kysely.insertInto('sync_historico_falha').values({ execucaoId: velha.id, identificador: 'X', motivo: 'velho' }).execute();
    await t.app.db.kysely
      .insertInto('sync_historico')
      .values({
        filialId: filial.filialId,
        tipo: PRODUTO,
        dtInicio: dias(29),
        dtFim: dias(29),
        modo: 'alterados',
        lidos: 1,
        enviados: 1,
        removidos: 0,
        resultado: 'sucesso',
        retomada: 0,
        msg: null,
        erro: null,
        falhas: 0,
      })
      .execute();
    expect(await new HistoricoSincronizacaoService(t.app.db).purgar()).toBe(1);
    expect((await execucoes()).total).toBe(7);
    expect(await t.app.db.kysely.selectFrom('sync_historico_falha').select('id').where('execucaoId', '=', velha.id).execute()).toEqual([]);
    // The same purge seen from 2 days later takes the 29-day-old run too.
    expect(await new HistoricoSincronizacaoService(t.app.db, () => new Date(Date.now() + 2 * 24 * 3600 * 1000)).purgar(filial.filialId)).toBe(1);
    expect((await execucoes()).total).toBe(6);
  });
});

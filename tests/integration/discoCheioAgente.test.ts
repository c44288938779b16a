import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { abrirSqlite } from '../../common/sqlite/abrirSqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { montarDiscoPequeno, type DiscoPequeno } from '../support/discoPequeno';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { lancarAgente, matar } from '../support/processoAgente';
import { falta } from '../support/requisitos';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, usuario, type CenarioMobile } from './mobileCenario';

const PRODUTO = 'configuracaoDadosProduto';
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
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso msg dtInicio dtFim } }';

/**
 * The agent's state file (its write-back journal and what the server acknowledged) on a disk that
 * fills up (docs/operacao.md, "Disco cheio"): the agent writes nothing to the ERP it could not journal
 * and acknowledges nothing, the records wait as pendente at the server, a sync run says why it
 * failed, the agent stays up, and when space returns every record reaches the ERP exactly once.
 * The server's own database does not matter here: this file runs once, on SQLite.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('disco cheio no arquivo de estado do gerenciador', { timeout: 180_000 }, () => {
  const pular = falta('montagem', 'disco cheio do gerenciador (um tmpfs pequeno)');
  let disco: DiscoPequeno;
  let t: TestApp;
  let erp: ErpDeTeste;
  let c: CenarioMobile;
  let filial: FilialComGerenciador;
  let fone: TelefoneSimulado;
  let agente: ChildProcess;
  let registro = '';
  let estado = '';

  beforeAll(async () => {
    if (pular) return;
    disco = await montarDiscoPequeno(8);
    estado = join(disco.pasta, 'estado.db');
    t = await startTestApp();
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, 30);
    c = await criarCenario(t, 'DiscoAgente');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('V01', 'ana', 'senha123')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    filial = await gerarToken(t, c.partner.token, c.filialId);
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(
      t,
      c.partner.token,
      c.filialId,
      PRODUTO,
      { tempoSincronizacao: '24:00', quantidadeRegistrosPaginar: 10, select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo' },
      MAPA_PRODUTOS,
    );
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoDadosInsertPedido', INSERT);
    agente = lancarAgente(t.url, filial.token, estado, (texto) => (registro += texto));
    expect(await rodar()).toMatchObject({ sucesso: true });
    fone = await c.vendedorLogado('ana', 'senha123');
  }, 120_000);

  afterAll(async () => {
    if (agente) await matar(agente);
    await t?.close();
    await erp?.remover();
    await disco?.desmontar();
  });

  const status = async () =>
    (
      await t.gql<{
        filialGerenciadorSincronizarStatus: { executando: boolean; sucesso: boolean; msg: string | null; dtInicio: string | null; dtFim: string | null };
      }>(SYNC_STATUS, { a: filial.identificadorApp, t: PRODUTO }, c.partner.token)
    ).data!.filialGerenciadorSincronizarStatus;
  /** Asks for a run (again while the agent is still loading its configuration) and waits for its end. */
  async function rodar() {
    // The run asked for is the one that began after the last one known: a run that ended less than a second earlier is not it.
    const anterior = (await status()).dtInicio;
    await esperar(
      async () =>
        (
          await t.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
            SINCRONIZAR,
            { a: filial.identificadorApp, d: { tipo: PRODUTO, reenviarTodos: false } },
            c.partner.token,
          )
        ).data?.filialGerenciadorSincronizar.status,
      Boolean,
      60_000,
    );
    return esperar(status, (s) => !s.executando && s.dtFim !== null && s.dtInicio !== null && s.dtInicio !== anterior, 60_000);
  }
  async function postar(): Promise<string> {
    const pedido = montarPedido('C1', [{ produtoIdentificador: 'P0001', quantidade: 1, valorUnitarioVenda: 1.25 }]);
    expect(await fone.postar('pedidos', pedido)).toMatchObject({ status: 200, corpo: { situacao: 'pendente' } });
    return pedido.uuid;
  }
  const situacao = async (uuid: string) => (await c.registros.buscarPorUuid(c.filialId, 'pedido', uuid))!.situacao;
  const noErp = async (uuid: string) => Number(Object.values((await erp.sql('SELECT COUNT(*) AS n FROM pedidos WHERE uuid_app = ?', [uuid]))[0]!)[0]);

  it.skipIf(pular)('writes nothing it could not journal, says why, and writes every record exactly once when space returns', async () => {
    const antes = await postar();
    await esperar(
      () => situacao(antes),
      (s) => s === 'integrado',
      60_000,
    );

    disco.encher();
    const retidos = [await postar(), await postar(), await postar()];
    const aviso = MSG.discoCheioGerenciador(estado);
    await esperar(async () => registro.includes(aviso), Boolean, 60_000);
    for (const uuid of retidos) {
      expect(await situacao(uuid)).toBe('pendente');
      expect(await noErp(uuid)).toBe(0);
    }
    // A sync run cannot keep what it sends either: it fails and says why, on the data page.
    await erp.sql("UPDATE produtos SET preco = preco + 1 WHERE codigo = 'P0002'");
    expect(await rodar()).toMatchObject({ sucesso: false, msg: aviso });
    expect(agente.exitCode).toBeNull();

    disco.liberar();
    for (const uuid of [antes, ...retidos]) {
      await esperar(
        () => situacao(uuid),
        (s) => s === 'integrado',
        90_000,
      );
      expect(await noErp(uuid), uuid).toBe(1);
    }
    expect(await rodar()).toMatchObject({ sucesso: true });
    expect(agente.exitCode).toBeNull();
    const arquivo = abrirSqlite(estado, { readonly: true });
    try {
      expect(arquivo.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      arquivo.close();
    }
  });
});

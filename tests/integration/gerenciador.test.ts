import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configuracaoPadrao } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { hashAgentToken } from '../../server/services/gerenciadorConexoes';
import { conectarAgente } from '../support/agenteFalso';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { status msg erro conectado versao hostname tokenGerado } }';
const TESTAR_SQL = 'query($a: String!, $d: String!) { filialGerenciadorTestarSQL(identificadorApp: $a, dadosSQL: $d) { status msg erro dados } }';
const TESTAR_CONEXAO = 'query($a: String!, $d: String!) { filialGerenciadorTestarConexao(identificadorApp: $a, dadosConexao: $d) { status msg erro dados } }';
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const CANCELAR = 'query($a: String!, $t: String!) { filialGerenciadorSincronizarCancelar(identificadorApp: $a, tipo: $t) { status msg erro } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { tipo executando sucesso itemsCount itensSincronizadosCount envioCompleto dtInicio } }';
const LIMPAR = 'mutation($a: String!, $t: String!) { filialGerenciadorLimparDadosSite(identificadorApp: $a, tipo: $t) { status msg erro } }';
const REINICIAR = 'mutation($a: String!) { filialGerenciadorReiniciar(identificadorApp: $a) { status msg erro } }';
const GERAR_TOKEN = 'mutation($f: Int!) { gerarTokenGerenciador(filialId: $f) }';

interface Resultado {
  status: boolean;
  msg: string | null;
  erro: string | null;
  dados?: string | null;
  hostname?: string | null;
}

/** docs/produto.md §7 filialGerenciador* operations: disconnected answers, relays to a connected agent, the agent token. */
describe.skipIf(postgresUnavailable())('operações do gerenciador', () => {
  let t: TestApp;
  let a: Partner;
  let b: Partner;
  let filialA: number;
  let appA: string;
  let appB: string;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    a = await createPartner(t, admin, 'Epsilon');
    b = await createPartner(t, admin, 'Zeta');
    filialA = await createFilial(t, a.token, 'Filial Epsilon');
    const filialB = await createFilial(t, b.token, 'Filial Zeta');
    const ids = await t.app.db.kysely.selectFrom('mobile_filial').select(['id', 'identificadorApp']).where('id', 'in', [filialA, filialB]).execute();
    appA = ids.find((f) => f.id === filialA)!.identificadorApp;
    appB = ids.find((f) => f.id === filialB)!.identificadorApp;
  });
  afterAll(() => t?.close());

  const call = async <K extends string>(query: string, variables: Record<string, unknown>, key: K, token = a.token) => {
    const r = await t.gql<Record<K, Resultado>>(query, variables, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data[key];
  };

  describe('without an agent', () => {
    it('reports the disconnected state with the catalogue message', async () => {
      expect(await call(STATUS, { a: appA }, 'filialGerenciadorStatus')).toMatchObject({
        status: false,
        conectado: false,
        msg: 'O gerenciador do Cliente esta desconectado.',
        tokenGerado: false,
      });
    });

    it('answers each command with its failure message and the disconnected reason', async () => {
      const desconectado = MSG.gerenciadorDesconectado;
      expect(await call(SINCRONIZAR, { a: appA, d: { tipo: 'configuracaoDadosProduto', reenviarTodos: true } }, 'filialGerenciadorSincronizar')).toEqual({
        status: false,
        msg: MSG.erroInicioSincronizacao,
        erro: desconectado,
      });
      expect(await call(CANCELAR, { a: appA, t: 'configuracaoDadosProduto' }, 'filialGerenciadorSincronizarCancelar')).toEqual({
        status: false,
        msg: MSG.erroCancelamentoSincronizacao,
        erro: desconectado,
      });
      expect(await call(REINICIAR, { a: appA }, 'filialGerenciadorReiniciar')).toEqual({ status: false, msg: MSG.erroReinicioGerenciador, erro: desconectado });
      expect(
        await call(TESTAR_SQL, { a: appA, d: JSON.stringify({ instrucao: 'select id from produto', tipo: 'SELECT' }) }, 'filialGerenciadorTestarSQL'),
      ).toMatchObject({ status: false, erro: desconectado });
    });

    it('checks the select test and the connection test before asking the agent', async () => {
      expect(await call(TESTAR_SQL, { a: appA, d: JSON.stringify({ instrucao: '  ' }) }, 'filialGerenciadorTestarSQL')).toMatchObject({
        status: false,
        msg: MSG.selectRequerido,
      });
      expect(await call(TESTAR_SQL, { a: appA, d: JSON.stringify({ instrucao: 'delete from produto' }) }, 'filialGerenciadorTestarSQL')).toMatchObject({
        status: false,
        msg: MSG.selectSomenteConsulta,
      });
      expect(await call(TESTAR_CONEXAO, { a: appA, d: JSON.stringify({ tipoIntegracao: 'sqlite' }) }, 'filialGerenciadorTestarConexao')).toMatchObject({
        status: false,
        msg: MSG.gSqliteRequerido,
      });
      const bad = await t.gql(TESTAR_SQL, { a: appA, d: 'não é json' }, a.token);
      expect(bad.errors?.[0].message).toBe(MSG.dadosInvalidos);
    });

    it('keeps the sync panel per type, refuses unknown types, and clears server data unless running', async () => {
      expect(await call(SYNC_STATUS, { a: appA, t: 'configuracaoDadosProduto' }, 'filialGerenciadorSincronizarStatus')).toMatchObject({
        tipo: 'configuracaoDadosProduto',
        executando: false,
        itemsCount: 0,
        envioCompleto: false,
        dtInicio: null,
      });
      const unknown = await t.gql(SYNC_STATUS, { a: appA, t: 'configuracaoBasica' }, a.token);
      expect(unknown.errors?.[0].message).toBe(MSG.tipoConfiguracaoInvalido);
      expect(await call(LIMPAR, { a: appA, t: 'configuracaoDadosProduto' }, 'filialGerenciadorLimparDadosSite')).toEqual({
        status: true,
        msg: MSG.limpezaDadosServidor,
        erro: null,
      });
      await t.app.db.kysely
        .updateTable('sync_execucao')
        .set({ executando: 1 })
        .where('filialId', '=', filialA)
        .where('tipo', '=', 'configuracaoDadosProduto')
        .execute();
      expect(await call(LIMPAR, { a: appA, t: 'configuracaoDadosProduto' }, 'filialGerenciadorLimparDadosSite')).toEqual({
        status: false,
        msg: MSG.erroLimpezaDadosServidor,
        erro: MSG.sincronizacaoEmExecucao,
      });
      await t.app.db.kysely.updateTable('sync_execucao').set({ executando: 0 }).where('filialId', '=', filialA).execute();
    });

    it('never lets a partner act on another contratante’s branch', async () => {
      for (const [query, variables] of [
        [STATUS, { a: appB }],
        [SINCRONIZAR, { a: appB, d: { tipo: 'configuracaoDadosProduto' } }],
        [LIMPAR, { a: appB, t: 'configuracaoDadosProduto' }],
        [REINICIAR, { a: appB }],
      ] as const) {
        const r = await t.gql(query, variables, a.token);
        expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      const token = await t.gql(GERAR_TOKEN, { f: filialA }, b.token);
      expect(token.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('with an agent connected by its token', () => {
    let token: string;
    let agente: Awaited<ReturnType<typeof conectarAgente>>;

    beforeAll(async () => {
      await t.gql(
        'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id } }',
        {
          i: {
            filialId: filialA,
            tipo: 'configuracaoIntegracao',
            dados: JSON.stringify({
              ...configuracaoPadrao('configuracaoIntegracao').dados,
              tipoIntegracao: 'postgres',
              database: 'erp',
              username: 'erp',
              password: 'Senha!Salva',
              hostname: 'db',
              porta: 5432,
            }),
          },
        },
        a.token,
      );
      const r = await t.gql<{ gerarTokenGerenciador: string }>(GERAR_TOKEN, { f: filialA }, a.token);
      token = r.data!.gerarTokenGerenciador;
      agente = await conectarAgente(t.url, token, (m) => {
        if (m.type === 'testarSQL') return { status: true, msg: 'Select executado.', dados: { id: 7, nome: 'Parafuso' } };
        if (m.type === 'testarConexao') return { status: true, msg: 'Conexão estabelecida.' };
        if (m.type === 'configuracaoAlterada') return undefined;
        return { status: true };
      });
      // The hello may still be on its way (the socket's presence is written before it, without the
      // hostname): wait until the server has taken it.
      await vi.waitFor(async () => expect((await call(STATUS, { a: appA }, 'filialGerenciadorStatus')).hostname).toBe('erp-servidor'), { timeout: 10_000 });
    });
    afterAll(() => agente?.socket.close());

    it('stores only the hash of the token, shown once', async () => {
      expect(token).toMatch(/^fvg_/);
      const row = await t.app.db.kysely.selectFrom('mobile_filial').select('agentTokenHash').where('id', '=', filialA).executeTakeFirstOrThrow();
      expect(row.agentTokenHash).toBe(hashAgentToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(await call(STATUS, { a: appA }, 'filialGerenciadorStatus')).toMatchObject({
        status: true,
        conectado: true,
        msg: 'O gerenciador do Cliente esta conectado.',
        hostname: 'erp-servidor',
        tokenGerado: true,
      });
    });

    it('relays the select test with LIMIT 1 unless the select has a limit, and returns the row', async () => {
      const r = await call(
        TESTAR_SQL,
        { a: appA, d: JSON.stringify({ instrucao: 'select id, nome from produto', tipo: 'SELECT' }) },
        'filialGerenciadorTestarSQL',
      );
      expect(r).toEqual({ status: true, msg: 'Select executado.', erro: null, dados: JSON.stringify({ id: 7, nome: 'Parafuso' }) });
      await call(TESTAR_SQL, { a: appA, d: JSON.stringify({ instrucao: 'select id from produto limit 5' }) }, 'filialGerenciadorTestarSQL');
      // Read as the branch's engine (PostgreSQL here): a second statement never reaches the agent.
      for (const instrucao of ['select 1 as a limit 1; commit; delete from clientes', "select 1 as a /* ; */; delete from clientes -- '"]) {
        expect(await call(TESTAR_SQL, { a: appA, d: JSON.stringify({ instrucao }) }, 'filialGerenciadorTestarSQL')).toMatchObject({
          status: false,
          msg: MSG.selectUmaInstrucao,
          erro: MSG.selectUmaInstrucao,
        });
      }
      const testes = agente.recebidas.filter((m) => m.type === 'testarSQL').map((m) => m.payload);
      expect(testes).toEqual([
        { instrucao: 'select id, nome from produto', tipo: 'SELECT', limitar: true },
        { instrucao: 'select id from produto limit 5', tipo: 'SELECT', limitar: false },
      ]);
    });

    it('relays the connection test with the saved password when the page sends none', async () => {
      const r = await call(
        TESTAR_CONEXAO,
        {
          a: appA,
          d: JSON.stringify({ tipoIntegracao: 'postgres', database: 'erp', username: 'erp', password: '', passwordSalvo: true, hostname: 'db', porta: 5432 }),
        },
        'filialGerenciadorTestarConexao',
      );
      expect(r).toMatchObject({ status: true, msg: 'Conexão estabelecida.' });
      const payload = agente.recebidas.find((m) => m.type === 'testarConexao')?.payload;
      expect(payload).toEqual({ tipoIntegracao: 'postgres', database: 'erp', username: 'erp', password: 'Senha!Salva', hostname: 'db', porta: 5432 });
    });

    it('relays sync start and cancel with the catalogue success messages', async () => {
      expect(await call(SINCRONIZAR, { a: appA, d: { tipo: 'configuracaoDadosProduto', reenviarTodos: true } }, 'filialGerenciadorSincronizar')).toMatchObject({
        status: true,
        msg: MSG.inicioSincronizacao,
      });
      expect(await call(CANCELAR, { a: appA, t: 'configuracaoDadosProduto' }, 'filialGerenciadorSincronizarCancelar')).toMatchObject({
        status: true,
        msg: MSG.cancelamentoSincronizacao,
      });
      expect(await call(REINICIAR, { a: appA }, 'filialGerenciadorReiniciar')).toMatchObject({ status: true, msg: MSG.reinicioGerenciador });
      expect(agente.recebidas.find((m) => m.type === 'sincronizar')?.payload).toEqual({ tipo: 'configuracaoDadosProduto', reenviarTodos: true });
    });

    it('tells the agent when a configuration is saved', async () => {
      const tipo = 'configuracaoDadosFormaPagamento';
      const r = await t.gql(
        'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id } }',
        {
          i: {
            filialId: filialA,
            tipo,
            dados: JSON.stringify({ ...configuracaoPadrao(tipo).dados, select: 'select id, nome from fp' }),
            mapeamento: JSON.stringify({ campos: { formaPagamentoIdentificador: 'id', descricao: 'nome' } }),
          },
        },
        a.token,
      );
      expect(r.errors).toBeUndefined();
      await expect.poll(() => agente.recebidas.filter((m) => m.type === 'configuracaoAlterada').map((m) => m.payload)).toContainEqual({ tipo });
    });

    it('a new token cuts off the agent holding the old one', async () => {
      const novo = await t.gql<{ gerarTokenGerenciador: string }>(GERAR_TOKEN, { f: filialA }, a.token);
      expect(novo.data!.gerarTokenGerenciador).not.toBe(token);
      expect(await agente.fechado).toBe(4001);
      expect(await call(STATUS, { a: appA }, 'filialGerenciadorStatus')).toMatchObject({ status: false, tokenGerado: true });
      await expect(conectarAgente(t.url, token, () => undefined)).rejects.toThrow(/401/);
    });
  });
});

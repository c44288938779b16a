import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import { MSG } from '../../common/messages';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErpNomeado, type ErpNomeado } from '../support/erpsNomes';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const SUGERIR = `query($a: String!, $t: String!) { r: filialGerenciadorSugerirConfiguracao(identificadorApp: $a, tipo: $t) {
  tipo dados mapeamento justificativas { campo coluna motivo } alternativas { tabela motivo confianca } confianca avisos } }`;
const SUGERIR_NA_TABELA = `query($a: String!, $t: String!, $tabela: String) { r: filialGerenciadorSugerirConfiguracao(identificadorApp: $a, tipo: $t, tabela: $tabela) { dados alternativas { tabela } } }`;
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { r: filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { r: filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso erro msg dtFim } }';

/**
 * filialGerenciadorSugerirConfiguracao through GraphQL, the hub and a real agent on a Delphi-style
 * SQLite ERP: the contract's shape, a proposal saved as is and synced to the phones, the permission of
 * the branch, an unknown type and an agent that is not connected.
 */
describe('sugerir configuração pelo GraphQL', () => {
  let t: TestApp;
  let parceiro: Partner;
  let outro: Partner;
  let filial: FilialComGerenciador;
  let semAgente: FilialComGerenciador;
  let erp: ErpNomeado;
  let agente: ReturnType<typeof iniciarAgente>;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Sugestao');
    outro = await createPartner(t, admin, 'Outro');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 5, maxDipositivos: 5 }).where('id', '=', parceiro.contratanteId).execute();
    erp = await criarErpNomeado('sqlite', 'delphi');
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Sugestão'));
    semAgente = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja sem agente'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    agente = iniciarAgente(t.url, filial.token);
    await esperar(async () => t.app.hub.isConnected(filial.filialId), Boolean);
  }, 60_000);
  afterAll(async () => {
    await agente?.parar();
    await t?.close();
    await erp?.remover();
  });

  const sugerir = (a: string, tipo: string, token = parceiro.token) => t.gql<{ r: SugestaoConfiguracao }>(SUGERIR, { a, t: tipo }, token);

  it('answers the contract: the page’s dados and mapeamento as JSON, a reason per field, the alternatives, a confidence and notes', async () => {
    const r = await sugerir(filial.identificadorApp, 'configuracaoDadosProduto');
    expect(r.errors).toBeUndefined();
    const s = r.data!.r;
    expect(s.tipo).toBe('configuracaoDadosProduto');
    const dados = JSON.parse(s.dados);
    expect(dados).toMatchObject({
      tempoSincronizacao: expect.any(String),
      quantidadeRegistrosPaginar: expect.any(Number),
      select: expect.stringMatching(/^SELECT [\s\S]+\nFROM PRODUTO t\nLEFT JOIN GRUPO j1 /),
    });
    expect(JSON.parse(s.mapeamento).campos).toMatchObject({
      produtoIdentificador: 'COD_PRODUTO',
      valorUnitario: 'PRECO_VENDA',
      grupo: 'grupo',
      ativo: 'ativo',
    });
    expect(s.justificativas.find((j) => j.campo === 'ativo')).toMatchObject({ coluna: 'FL_ATIVO', motivo: expect.stringContaining('vira 1') });
    expect(s.justificativas.find((j) => j.campo === 'grupo')).toMatchObject({ coluna: 'GRUPO.DESCRICAO' });
    expect(s.confianca).toBeGreaterThan(0.8);
    expect(s.confianca).toBeLessThanOrEqual(1);
    expect(Array.isArray(s.alternativas) && Array.isArray(s.avisos)).toBe(true);
  });

  it('a proposal saved as is syncs to the phones: trimmed descriptions, the group’s name, ativo from S/N', async () => {
    const s = (await sugerir(filial.identificadorApp, 'configuracaoDadosProduto')).data!.r;
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosProduto', JSON.parse(s.dados), JSON.parse(s.mapeamento));
    await esperar(
      async () =>
        (
          await t.gql<{ r: { status: boolean } }>(
            SINCRONIZAR,
            { a: filial.identificadorApp, d: { tipo: 'configuracaoDadosProduto', reenviarTodos: true } },
            parceiro.token,
          )
        ).data?.r.status,
      Boolean,
    );
    const fim = await esperar(
      async () =>
        (
          await t.gql<{ r: { executando: boolean; sucesso: boolean; dtFim: string | null; msg: string } }>(
            SYNC_STATUS,
            { a: filial.identificadorApp, t: 'configuracaoDadosProduto' },
            parceiro.token,
          )
        ).data!.r,
      (x) => !x.executando && Boolean(x.dtFim),
    );
    expect(fim).toMatchObject({ sucesso: true });
    const produtos = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', 'configuracaoDadosProduto')
      .orderBy('identificador')
      .execute();
    expect(produtos).toHaveLength(8);
    expect(JSON.parse(produtos[0]!.dados)).toMatchObject({
      produtoIdentificador: '100',
      descricao: 'CAFÉ TORRADO 500 G',
      valorUnitario: 18.9,
      grupo: 'BEBIDAS',
      ativo: true,
    });
    expect(JSON.parse(produtos[3]!.dados)).toMatchObject({ descricao: 'SUCO DE MAÇÃ 1 L', ativo: false });
  });

  it('proposes the order insert with the key read back by the engine and the exactly-once choice to make', async () => {
    const s = (await sugerir(filial.identificadorApp, 'configuracaoDadosInsertPedido')).data!.r;
    const dados = JSON.parse(s.dados);
    expect(dados.insert[0].sql).toMatch(/^INSERT INTO PEDIDO \([\s\S]+\)\nVALUES \([\s\S]+\)\nRETURNING NUM_PEDIDO$/);
    expect(dados.insertItens[0].sql).toMatch(/^INSERT INTO PEDIDO_ITEM \(NUM_PEDIDO, SEQ, /);
    expect(dados).toMatchObject({ transacaoInsert: true, gravacaoUnica: { modo: 'tabelaGerenciador', criarTabela: false } });
    expect(s.avisos.join('\n')).toContain('fv_gravacao');
    expect(s.justificativas.find((j) => j.campo === 'insert.(coluna)' && j.coluna === 'DT_ALTERACAO')?.motivo).toContain('gatilho');
  });

  it('proposes on the table the integrator chose among the alternatives (tabela), and refuses one the ERP lacks', async () => {
    const r = await t.gql<{ r: { dados: string; alternativas: { tabela: string }[] } }>(
      SUGERIR_NA_TABELA,
      { a: filial.identificadorApp, t: 'configuracaoDadosProduto', tabela: 'GRUPO' },
      parceiro.token,
    );
    expect(r.errors).toBeUndefined();
    expect(JSON.parse(r.data!.r.dados).select).toMatch(/\nFROM GRUPO\n/);
    const inexistente = await t.gql(SUGERIR_NA_TABELA, { a: filial.identificadorApp, t: 'configuracaoDadosProduto', tabela: 'NAO_EXISTE' }, parceiro.token);
    expect(inexistente.errors?.[0].message).toBe(MSG.sugestaoTabelaInexistente('NAO_EXISTE'));
    const enorme = await t.gql(SUGERIR_NA_TABELA, { a: filial.identificadorApp, t: 'configuracaoDadosProduto', tabela: 'x'.repeat(5000) }, parceiro.token);
    expect(enorme.errors?.[0].message).toBe(MSG.sugestaoTabelaInexistente(`${'x'.repeat(60)}…`));
    expect(t.app.hub.isConnected(filial.filialId)).toBe(true);
  });

  it('keeps to the branch’s permission, the catalogue’s types and a connected agent, with Portuguese messages', async () => {
    const alheia = await sugerir(filial.identificadorApp, 'configuracaoDadosProduto', outro.token);
    expect(alheia.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const tipo = await sugerir(filial.identificadorApp, 'configuracaoBasica');
    expect(tipo.errors?.[0].message).toBe(MSG.sugestaoTipoInvalido);
    const offline = await sugerir(semAgente.identificadorApp, 'configuracaoDadosProduto');
    expect(offline.errors?.[0].message).toBe(MSG.gerenciadorDesconectado);
  });
});

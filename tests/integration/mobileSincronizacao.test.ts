import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SincronizacaoService } from '../../server/sincronizacao/sincronizacao';
import type { TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const PRODUTO = 'configuracaoDadosProduto';

describe.skipIf(postgresUnavailable())('dados sincronizados: gravação pelo agente e leitura por cursor', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let fone: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Sinc');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('10', 'joao', 'senha123')]);
    fone = await c.vendedorLogado('joao', 'senha123');
  });
  afterAll(() => t?.close());

  const linha = (tipo: string, identificador: string) =>
    t.app.db.kysely
      .selectFrom('mobile_dado')
      .selectAll()
      .where('filialId', '=', c.filialId)
      .where('tipo', '=', tipo)
      .where('identificador', '=', identificador)
      .executeTakeFirstOrThrow();

  it('upserts by identifier: only new or changed records take a new sequence', async () => {
    expect(
      await c.dados.gravarLote(c.filialId, 'configuracaoDadosFormaPagamento', [
        { identificador: 'FP1', dados: { formaPagamentoIdentificador: 'FP1', descricao: 'Dinheiro' } },
        { identificador: 'FP2', dados: { formaPagamentoIdentificador: 'FP2', descricao: 'Boleto' } },
      ]),
    ).toEqual({ alterados: 2, inalterados: 0 });
    const antes = await linha('configuracaoDadosFormaPagamento', 'FP1');
    // Same content in another key order: same hash, untouched.
    expect(
      await c.dados.gravarLote(c.filialId, 'configuracaoDadosFormaPagamento', [
        { identificador: 'FP1', dados: { descricao: 'Dinheiro', formaPagamentoIdentificador: 'FP1' } },
        { identificador: 'FP2', dados: { formaPagamentoIdentificador: 'FP2', descricao: 'Boleto bancário' } },
        { identificador: 'FP2', dados: { formaPagamentoIdentificador: 'FP2', descricao: 'Boleto à vista' } },
      ]),
    ).toEqual({ alterados: 1, inalterados: 1 });
    expect(await linha('configuracaoDadosFormaPagamento', 'FP1')).toEqual(antes);
    const fp2 = await linha('configuracaoDadosFormaPagamento', 'FP2');
    expect(JSON.parse(fp2.dados).descricao).toBe('Boleto à vista');
    expect(Number(fp2.sequencia)).toBeGreaterThan(Number(antes.sequencia));
    expect(fp2.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('marks removals with a new sequence, and removes what a complete run did not see', async () => {
    const antes = await linha('configuracaoDadosFormaPagamento', 'FP1');
    expect(await c.dados.marcarRemovidos(c.filialId, 'configuracaoDadosFormaPagamento', ['FP1', 'NAO_EXISTE'])).toBe(1);
    expect(await c.dados.marcarRemovidos(c.filialId, 'configuracaoDadosFormaPagamento', ['FP1'])).toBe(0);
    const removido = await linha('configuracaoDadosFormaPagamento', 'FP1');
    expect(removido.removido).toBe(1);
    expect(Number(removido.sequencia)).toBeGreaterThan(Number(antes.sequencia));
    await c.dados.gravarLote(c.filialId, 'configuracaoDadosFormaPagamento', [
      { identificador: 'FP3', dados: { formaPagamentoIdentificador: 'FP3', descricao: 'Pix' } },
    ]);
    expect(await c.dados.removerNaoVistos(c.filialId, 'configuracaoDadosFormaPagamento', ['FP3'])).toBe(1);
    expect((await linha('configuracaoDadosFormaPagamento', 'FP2')).removido).toBe(1);
    // The same record sent again comes back.
    await c.dados.gravarLote(c.filialId, 'configuracaoDadosFormaPagamento', [
      { identificador: 'FP1', dados: { descricao: 'Dinheiro', formaPagamentoIdentificador: 'FP1' } },
    ]);
    expect((await linha('configuracaoDadosFormaPagamento', 'FP1')).removido).toBe(0);
  });

  it('refuses what the agent must not push, with a message', async () => {
    await expect(c.dados.gravarLote(c.filialId, 'configuracaoDadosInsertPedido', [])).rejects.toThrow(
      'Tipo de dado desconhecido: configuracaoDadosInsertPedido.',
    );
    await expect(c.dados.gravarLote(c.filialId, PRODUTO, [{ identificador: '', dados: {} }])).rejects.toThrow(/Identificador inválido/);
    await expect(c.dados.gravarLote(c.filialId, PRODUTO, [{ identificador: 'x'.repeat(201), dados: {} }])).rejects.toThrow(/Identificador inválido/);
    await expect(c.dados.gravarLote(c.filialId, PRODUTO, [{ identificador: 'P', dados: [] as never }])).rejects.toThrow(
      'Os dados do registro P devem ser um objeto.',
    );
  });

  it('pulls by pages with a cursor; a pull from the last cursor brings nothing', async () => {
    await c.sincronizar(
      PRODUTO,
      Array.from({ length: 1200 }, (_, i) => produto(`P${i}`)),
    );
    const primeira = await fone.puxar('produto', null, 500);
    expect(primeira.status).toBe(200);
    expect(primeira.corpo).toMatchObject({ tipo: 'produto', reiniciar: false, temMais: true });
    expect(primeira.corpo.registros).toHaveLength(500);
    expect(primeira.corpo.registros[0]).toEqual({ identificador: 'P0', removido: false, dados: produto('P0').dados });
    const { copia, cursor, paginas } = await fone.puxarTudo('produto', new Map(), null, 500);
    expect(paginas).toBe(3);
    expect(copia.size).toBe(1200);
    const depois = await fone.puxar('produto', cursor);
    expect(depois.corpo).toMatchObject({ registros: [], temMais: false, proximo: cursor });
    await c.dados.marcarRemovidos(c.filialId, PRODUTO, ['P7']);
    await c.sincronizar(PRODUTO, [produto('P8', { estoqueAtual: 3 })]);
    const mudancas = await fone.puxar('produto', cursor);
    expect(mudancas.corpo.registros).toEqual([
      { identificador: 'P7', removido: true },
      { identificador: 'P8', removido: false, dados: produto('P8', { estoqueAtual: 3 }).dados },
    ]);
  });

  it('paging never skips nor repeats a change made by concurrent writers meanwhile', async () => {
    const tipo = 'configuracaoDadosServico';
    const servico = (id: string, versao: string) => ({
      identificador: id,
      dados: { servicoIdentificador: id, descricao: `Serviço ${id}`, valorUnitario: 5, ativo: true, versao },
    });
    await c.sincronizar(
      tipo,
      Array.from({ length: 300 }, (_, i) => servico(`S${i}`, 'inicial')),
    );
    await c.configurar({ utilizaOrdemServico: true });

    const entregues: string[] = [];
    const copia = new Map<string, Record<string, unknown>>();
    let cursor: string | null = null;
    const paginar = async () => {
      const r = await fone.puxar('servico', cursor, 25);
      expect(r.status).toBe(200);
      for (const reg of r.corpo.registros) {
        entregues.push(`${reg.identificador}|${JSON.stringify(reg.dados ?? null)}`);
        if (reg.removido) copia.delete(reg.identificador);
        else copia.set(reg.identificador, reg.dados!);
      }
      cursor = r.corpo.proximo;
      return r.corpo.temMais;
    };
    let escritoresAtivos = true;
    const escritor = async (w: number) => {
      for (let lote = 0; lote < 12; lote++) {
        const alterados = Array.from({ length: 8 }, (_, k) => servico(`S${(w * 37 + lote * 11 + k * 29) % 300}`, `w${w}-l${lote}`));
        const novos = [servico(`N${w}-${lote}`, 'novo')];
        await c.dados.gravarLote(c.filialId, tipo, [...alterados, ...novos]);
        if (lote % 4 === 3) await c.dados.marcarRemovidos(c.filialId, tipo, [`N${w}-${lote - 1}`]);
      }
    };
    const leitor = async () => {
      while (escritoresAtivos) {
        await paginar();
        await new Promise((r) => setImmediate(r));
      }
      while (await paginar());
    };
    const escritores = Promise.all([0, 1, 2, 3].map(escritor)).finally(() => (escritoresAtivos = false));
    await Promise.all([escritores, leitor()]);

    const verdade = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados'])
      .where('filialId', '=', c.filialId)
      .where('tipo', '=', tipo)
      .where('removido', '=', 0)
      .execute();
    expect(copia.size).toBe(verdade.length);
    for (const v of verdade) expect(copia.get(v.identificador), v.identificador).toEqual(JSON.parse(v.dados));
    expect(new Set(entregues).size).toBe(entregues.length);
    expect(entregues.some((e) => e.includes('"versao":"w3-l11"'))).toBe(true);
  });

  it('serves only the types the basic configuration turns on', async () => {
    await c.sincronizar('configuracaoDadosCondicaoPagamento', [
      { identificador: 'C30', dados: { condicaoPagamentoIdentificador: 'C30', descricao: '30 dias' } },
    ]);
    expect(await fone.puxar('condicao_pagamento')).toEqual({
      status: 404,
      corpo: { erro: 'Condições de Pagamento não estão habilitados na configuração básica da filial.', codigo: 'TIPO_DESABILITADO' },
    });
    expect((await fone.puxar('produto_imagem')).status).toBe(404);
    await c.configurar({ utilizaCondicaoPagamento: true, utilizaOrdemServico: true });
    expect((await fone.puxar('condicao_pagamento')).corpo.registros).toEqual([
      { identificador: 'C30', removido: false, dados: { condicaoPagamentoIdentificador: 'C30', descricao: '30 dias' } },
    ]);
    const config = await fone.configuracao();
    expect(config.corpo.tipos).toEqual(expect.arrayContaining(['usuario', 'produto', 'condicao_pagamento', 'servico', 'cliente', 'pedido']));
    expect(config.corpo.tipos).not.toContain('tabela_preco');
    expect(await fone.puxar('insert_pedido')).toMatchObject({ status: 404, corpo: { erro: 'Tipo de dado desconhecido: insert_pedido.' } });
  });

  it('never sends the sellers’ passwords', async () => {
    const r = await fone.puxar('usuario');
    expect(r.corpo.registros).toEqual([
      {
        identificador: '10',
        removido: false,
        dados: { usuarioIdentificador: '10', nome: 'Vendedor joao', login: 'joao', visualizaTodosPedidos: false, naoFazPedido: false },
      },
    ]);
  });

  it('refuses a cursor or a page size it did not issue, and restarts after the server data is cleared', async () => {
    expect(await fone.puxar('produto', 'abc')).toEqual({
      status: 400,
      corpo: { erro: 'O cursor informado é inválido. Sincronize novamente desde o início.', codigo: 'CURSOR_INVALIDO' },
    });
    expect((await fone.puxar('produto', null, 5000)).corpo).toEqual({
      erro: 'O parâmetro limite deve ser um número inteiro de 1 a 1000.',
      codigo: 'LIMITE_INVALIDO',
    });
    const { cursor } = await fone.puxarTudo('produto', new Map(), null, 1000);
    await new SincronizacaoService(t.app.db).limpar(c.filialId, PRODUTO);
    await c.sincronizar(PRODUTO, [produto('NOVO')]);
    const r = await fone.puxar('produto', cursor);
    expect(r.corpo).toMatchObject({ reiniciar: true, temMais: false, registros: [{ identificador: 'NOVO', removido: false }] });
    expect((await fone.puxar('produto', r.corpo.proximo)).corpo).toMatchObject({ reiniciar: false, registros: [] });
  });
});

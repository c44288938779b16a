import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import {
  CONFIGURACAO_BASICA_PADRAO,
  registroDeExemplo,
  TIPOS_DADOS,
  validarConfiguracao,
  type ConfiguracaoBasica,
  type Mapeamento,
} from '../../common/catalogo';
import { abrirDialeto, type Dialeto } from '../../agent/dialects';
import { EstadoLocal } from '../../agent/estado';
import { sugerirConfiguracao } from '../../agent/sugestao';
import { NuvemEmMemoria } from '../../agent/testing/nuvemFalsa';
import { previsualizar } from '../../agent/workbench/previa';
import { testarInsert } from '../../agent/workbench/testeInsert';
import { criarErpNomeado, ESTILOS, type ErpNomeado, type Estilo } from '../support/erpsNomes';
import { escritasDeOutrasSessoes, retratar } from '../support/erpRetrato';
import { engineDisponivel } from '../support/erps';
import { testEngine } from '../support/testDatabase';

/**
 * The proposals (agent/sugestao) on fixture ERPs of three naming styles (tests/support/erpsNomes.ts)
 * on every real engine: for products, customers, sellers, payment conditions, price tables and the
 * order insert with items, the proposal maps every mandatory field as a person would (scored against
 * the hand-written mapping below), saves without a validation error, and passes its own select test,
 * preview (the sync's own mapping) and insert test. Proposals for every catalogue type write nothing.
 * The server's database plays no part: under the PostgreSQL project only SQLite runs.
 */
const ENGINES = (testEngine === 'postgres' ? (['sqlite'] as const) : (['sqlite', 'mariadb', 'postgres', 'firebird'] as const)).filter(engineDisponivel);

const BASICA: ConfiguracaoBasica = { ...CONFIGURACAO_BASICA_PADRAO, utilizaTabelaPreco: true, utilizaCondicaoPagamento: true };

/** The mandatory fields' columns a person would pick (null: no column exists, the proposal derives or fixes the value). */
const ESPERADO: Record<Estilo, Record<string, Record<string, string | null>>> = {
  ingles: {
    configuracaoDadosProduto: {
      produtoIdentificador: 'product_id',
      descricao: 'product_name',
      valorUnitario: 'unit_price',
      estoqueAtual: 'units_in_stock',
      ativo: 'discontinued',
    },
    configuracaoDadosCliente: { clienteIdentificador: 'customer_id', nome: 'company_name', tipoPessoa: 'tax_id', docFederal: 'tax_id', ativo: null },
    configuracaoDadosUsuario: { usuarioIdentificador: 'employee_id', nome: 'first_name + last_name', login: 'username', password: 'password_hash' },
    configuracaoDadosCondicaoPagamento: { condicaoPagamentoIdentificador: 'term_id', descricao: 'description' },
    configuracaoDadosTabelaPreco: {
      tabelaPrecoIdentificador: 'price_list_id',
      descricao: 'name',
      'selectItens.produtoIdentificador': 'product_id',
      'selectItens.valorVenda': 'price',
    },
    configuracaoDadosInsertPedido: {
      'insert.clienteIdentificador': 'customer_id',
      'insert.usuarioIdentificador': 'employee_id',
      'insert.dataPedido': 'order_date',
      'insert.valorTotal': 'total',
      'insert.valorDesconto': 'discount',
      'insert.condicaoPagamentoIdentificador': 'payment_term_id',
      'insert.observacao': 'notes',
      'insertItens.pedidoIdentificador': 'order_id',
      'insertItens.produtoIdentificador': 'product_id',
      'insertItens.quantidade': 'quantity',
      'insertItens.valorUnitarioVenda': 'unit_price',
      'insertItens.fracaoDesconto': 'discount',
    },
  },
  delphi: {
    configuracaoDadosProduto: {
      produtoIdentificador: 'COD_PRODUTO',
      descricao: 'DESCRICAO',
      valorUnitario: 'PRECO_VENDA',
      estoqueAtual: 'ESTOQUE',
      ativo: 'FL_ATIVO',
    },
    configuracaoDadosCliente: { clienteIdentificador: 'COD_PESSOA', nome: 'NOME', tipoPessoa: 'TIPO_PESSOA', docFederal: 'CPF_CNPJ', ativo: 'FL_ATIVO' },
    configuracaoDadosUsuario: { usuarioIdentificador: 'COD_PESSOA', nome: 'NOME', login: 'LOGIN', password: 'SENHA' },
    configuracaoDadosCondicaoPagamento: { condicaoPagamentoIdentificador: 'COD_COND', descricao: 'DESCRICAO' },
    configuracaoDadosTabelaPreco: {
      tabelaPrecoIdentificador: 'COD_TABELA',
      descricao: 'DESCRICAO',
      'selectItens.produtoIdentificador': 'COD_PRODUTO',
      'selectItens.valorVenda': 'PRECO',
    },
    configuracaoDadosInsertPedido: {
      'insert.clienteIdentificador': 'COD_CLIENTE',
      'insert.usuarioIdentificador': 'COD_VENDEDOR',
      'insert.dataPedido': 'DT_EMISSAO',
      'insert.valorTotal': 'VL_TOTAL',
      'insert.valorDesconto': 'VL_DESCONTO',
      'insert.condicaoPagamentoIdentificador': 'COD_COND',
      'insert.observacao': 'OBS',
      'insertItens.pedidoIdentificador': 'NUM_PEDIDO',
      'insertItens.sequencia': 'SEQ',
      'insertItens.produtoIdentificador': 'COD_PRODUTO',
      'insertItens.quantidade': 'QTDE',
      'insertItens.valorUnitarioVenda': 'VL_UNITARIO',
      'insertItens.valorDesconto': 'VL_DESCONTO',
      'insertItens.valorTotal': 'VL_TOTAL',
    },
  },
  camel: {
    configuracaoDadosProduto: {
      produtoIdentificador: 'ProductID',
      descricao: 'Product Name',
      valorUnitario: 'Unit Price',
      estoqueAtual: 'Units In Stock',
      ativo: 'Discontinued',
    },
    configuracaoDadosCliente: {
      clienteIdentificador: 'CustomerID',
      nome: 'Company Name',
      tipoPessoa: 'Tax Number',
      docFederal: 'Tax Number',
      ativo: 'Is Active',
    },
    configuracaoDadosUsuario: { usuarioIdentificador: 'SalesRepID', nome: 'Full Name', login: 'Login Name', password: 'Password' },
    configuracaoDadosCondicaoPagamento: { condicaoPagamentoIdentificador: 'PaymentTermID', descricao: 'Term Name' },
    configuracaoDadosTabelaPreco: {
      tabelaPrecoIdentificador: 'PriceListID',
      descricao: 'List Name',
      'selectItens.produtoIdentificador': 'ProductID',
      'selectItens.valorVenda': 'Price',
    },
    configuracaoDadosInsertPedido: {
      'insert.clienteIdentificador': 'CustomerID',
      'insert.usuarioIdentificador': 'SalesRepID',
      'insert.dataPedido': 'Order Date',
      'insert.valorTotal': 'Order Total',
      'insert.valorDesconto': 'Discount Amount',
      'insert.observacao': 'Notes',
      'insertItens.pedidoIdentificador': 'OrderID',
      'insertItens.produtoIdentificador': 'ProductID',
      'insertItens.quantidade': 'Quantity',
      'insertItens.valorUnitarioVenda': 'Unit Price',
      'insertItens.valorDesconto': 'Discount',
    },
  },
};

/** Keys the ERP has, for the insert test's record: a customer, a seller, a condition and two distinct products. */
const CHAVES: Record<Estilo, Record<string, string>> = {
  ingles: { clienteIdentificador: 'SJOAO', usuarioIdentificador: '1', condicaoPagamentoIdentificador: '2', produtoIdentificador: '3' },
  delphi: { clienteIdentificador: '1', usuarioIdentificador: '7', condicaoPagamentoIdentificador: '2', produtoIdentificador: '101' },
  camel: { clienteIdentificador: '1', usuarioIdentificador: '1', condicaoPagamentoIdentificador: '2', produtoIdentificador: '3' },
};
const OUTRO_PRODUTO: Record<Estilo, string> = { ingles: '4', delphi: '102', camel: '4' };
/** ERP keys of orders the phones sent (the order status reads only those). */
const CHAVES_PEDIDOS: Record<Estilo, string[]> = { ingles: ['10248', '10250'], delphi: ['1', '3'], camel: ['1', '2'] };

/** A table and a text column of each fixture (the counters' positive control writes to it). */
const GRUPOS: Record<Estilo, [string, string]> = {
  ingles: ['categories', 'category_name'],
  delphi: ['GRUPO', 'DESCRICAO'],
  camel: ['Categories', 'Category Name'],
};

/** Figures for the closing note: per engine, style and type, mandatory fields mapped as expected. */
const figuras: string[] = [];

describe.each(ENGINES)('sugestões nos ERPs de nomes diferentes: %s', (engine) => {
  afterAll(() => {
    if (figuras.length) console.info(`[sugestão] campos obrigatórios mapeados corretamente\n${figuras.splice(0).join('\n')}`);
  });

  describe.each(ESTILOS)('estilo %s', (estilo) => {
    let erp: ErpNomeado;
    let dialeto: Dialeto;
    let estado: EstadoLocal;

    beforeAll(async () => {
      erp = await criarErpNomeado(engine, estilo);
      dialeto = abrirDialeto(erp.conexao);
      estado = new EstadoLocal(join(mkdtempSync(join(tmpdir(), 'sugestao-')), 'estado.db'));
    }, 120_000);
    afterAll(async () => {
      await dialeto?.fechar();
      estado?.fechar();
      await erp?.remover();
    });

    const sugerir = async (tipo: string) => {
      const r = await sugerirConfiguracao(dialeto, tipo, BASICA);
      expect(r, r.erro ?? '').toMatchObject({ status: true });
      const s = r.dados as SugestaoConfiguracao;
      return { sugestao: s, dados: JSON.parse(s.dados) as Record<string, unknown>, mapeamento: JSON.parse(s.mapeamento) as Mapeamento };
    };

    /** The proposal's columns per field against the hand-written ones, case apart (PostgreSQL folds the Delphi names). */
    const pontuar = (tipo: string, s: SugestaoConfiguracao) => {
      const esperado = ESPERADO[estilo][tipo]!;
      const porCampo = new Map(s.justificativas.map((j) => [j.campo, j.coluna]));
      const errados = Object.entries(esperado).filter(([campo, coluna]) => (porCampo.get(campo) ?? null)?.toLowerCase() !== coluna?.toLowerCase());
      figuras.push(`${engine}\t${estilo}\t${tipo}\t${Object.keys(esperado).length - errados.length}/${Object.keys(esperado).length}`);
      return errados.map(([campo, coluna]) => `${campo}: esperado ${coluna}, sugerido ${porCampo.get(campo) ?? '(nada)'}`);
    };

    it.each([
      'configuracaoDadosProduto',
      'configuracaoDadosCliente',
      'configuracaoDadosUsuario',
      'configuracaoDadosCondicaoPagamento',
      'configuracaoDadosTabelaPreco',
    ])('%s: maps every mandatory field, saves, and passes its select test and preview', async (tipo) => {
      const { sugestao, dados, mapeamento } = await sugerir(tipo);
      expect(pontuar(tipo, sugestao)).toEqual([]);
      expect(validarConfiguracao(tipo, dados, mapeamento, BASICA)).toEqual({});
      const linhas = await dialeto.testarSelect(String(dados.select), 1);
      expect(linhas).toHaveLength(1);
      const previa = await previsualizar(new NuvemEmMemoria(), dialeto, estado, { tipo, dados, mapeamento, ativa: true }, BASICA);
      expect(previa.status, previa.msg ?? '').toBe(true);
      const { linhas: mapeadas } = previa.dados as { linhas: { identificador: string; dados: Record<string, unknown> | null; erro: string | null }[] };
      expect(mapeadas.length).toBeGreaterThan(0);
      expect(mapeadas.filter((l) => l.erro)).toEqual([]);
      // What the phones would see: trimmed text, booleans and F/J, never CHAR padding.
      for (const l of mapeadas) {
        for (const [campo, valor] of Object.entries(l.dados ?? {}))
          if (typeof valor === 'string' && !/Identificador$/.test(campo)) expect(valor, campo).toBe(valor.trimEnd());
        if (tipo === 'configuracaoDadosCliente') expect(['F', 'J']).toContain(l.dados!.tipoPessoa);
        if ('ativo' in (l.dados ?? {})) expect(typeof l.dados!.ativo).toBe('boolean');
      }
      if (tipo === 'configuracaoDadosTabelaPreco') expect((mapeadas[0]!.dados!.selectItens as unknown[]).length).toBeGreaterThan(0);
      if (tipo === 'configuracaoDadosCliente' && estilo === 'ingles') expect(mapeadas.map((l) => l.identificador)).not.toContain('ANTIG');
    });

    it.each([
      'configuracaoDadosFormaPagamento',
      'configuracaoDadosTipoOperacaoPedido',
      'configuracaoDadosContasReceber',
      'configuracaoDadosPedido',
      ...(estilo === 'delphi' ? ['configuracaoDadosServico'] : []),
    ])('%s: saves, and passes its select test and preview', async (tipo) => {
      const { sugestao, dados, mapeamento } = await sugerir(tipo);
      expect(sugestao.confianca).toBeGreaterThan(0.6);
      expect(validarConfiguracao(tipo, dados, mapeamento, BASICA)).toEqual({});
      expect(await dialeto.testarSelect(String(dados.select), 1)).toHaveLength(1);
      const previa = await previsualizar(new NuvemEmMemoria(), dialeto, estado, { tipo, dados, mapeamento, ativa: true }, BASICA);
      const { linhas } = previa.dados as { linhas: { dados: Record<string, unknown> | null; erro: string | null }[] };
      expect(linhas.length).toBeGreaterThan(0);
      expect(linhas.filter((l) => l.erro)).toEqual([]);
      if (tipo === 'configuracaoDadosContasReceber') expect(linhas.map((l) => l.dados!.situacao).sort()).toEqual(['aberto', 'pago']);
      if (tipo === 'configuracaoDadosPedido') expect(linhas.every((l) => (l.dados!.selectItens as unknown[]).length > 0)).toBe(true);
    });

    it('order status: the select reads the phones’ orders by their keys, bound as a list', async () => {
      const tipo = 'configuracaoDadosSituacaoPedido';
      const { sugestao, dados, mapeamento } = await sugerir(tipo);
      expect(String(dados.select)).toMatch(/ IN \(:pedidosIdentificadores\)/);
      expect(sugestao.avisos.join('\n')).toContain('Situação inicial');
      if (estilo === 'camel') {
        // The CamelCase fixture keeps no order status: the proposal says the field has no column.
        expect(sugestao.avisos.join('\n')).toContain('Situação não foi encontrado em Orders');
        return;
      }
      const completos = { ...dados, situacaoInicial: 'A', situacaoFinal: 'F' };
      expect(validarConfiguracao(tipo, completos, mapeamento, BASICA)).toEqual({});
      // The keys of the phones' orders, as the server answers chavesPedidos.
      const nuvem = new NuvemEmMemoria();
      const canal = {
        pedir: <T>(type: string, payload: unknown) => (type === 'chavesPedidos' ? Promise.resolve(CHAVES_PEDIDOS[estilo] as T) : nuvem.pedir<T>(type, payload)),
      };
      const previa = await previsualizar(canal, dialeto, estado, { tipo, dados: completos, mapeamento, ativa: true }, BASICA);
      const { linhas } = previa.dados as { linhas: { identificador: string; dados: Record<string, unknown> | null; erro: string | null }[] };
      expect(linhas.map((l) => l.identificador).sort()).toEqual([...CHAVES_PEDIDOS[estilo]].sort());
      expect(linhas.filter((l) => l.erro)).toEqual([]);
    });

    it('customers written by the phones: the insert test passes where the ERP can give the new customer a key', async () => {
      const tipo = 'configuracaoDadosInsertCliente';
      const { sugestao, dados, mapeamento } = await sugerir(tipo);
      if (estilo === 'ingles') {
        // Northwind's customer key is a text code the ERP's people choose: the proposal says so instead of inventing one.
        expect(sugestao.avisos.join('\n')).toContain('não é gerada pelo banco e não é um número');
        return;
      }
      expect(validarConfiguracao(tipo, dados, mapeamento, BASICA)).toEqual({});
      const r = await testarInsert(
        dialeto,
        estado,
        { tipo, dados, mapeamento, ativa: true },
        { tipo: 'cliente', uuid: `cliente-${engine}-${estilo}`, dados: registroDeExemplo('cliente'), origem: 'exemplo' },
      );
      expect(r, `${r.msg}\n${r.erro}`).toMatchObject({ status: true });
    });

    it('the order insert with items maps the phone fields, saves, and passes its insert test (rolled back)', async () => {
      const tipo = 'configuracaoDadosInsertPedido';
      const { sugestao, dados, mapeamento } = await sugerir(tipo);
      expect(pontuar(tipo, sugestao)).toEqual([]);
      expect(validarConfiguracao(tipo, dados, mapeamento, BASICA)).toEqual({});
      expect(sugestao.avisos.some((a) => a.includes('fv_gravacao'))).toBe(true);
      const antes = await retratar(erp);
      const registro = registroDeExemplo('pedido', CHAVES[estilo]);
      (registro.itens as Record<string, unknown>[])[1]!.produtoIdentificador = OUTRO_PRODUTO[estilo];
      const r = await testarInsert(
        dialeto,
        estado,
        { tipo, dados, mapeamento, ativa: true },
        { tipo: 'pedido', uuid: `teste-${engine}-${estilo}`, dados: registro, origem: 'exemplo' },
      );
      expect(r, `${r.msg}\n${r.erro}`).toMatchObject({ status: true });
      expect((r.dados as { chave: string }).chave).toMatch(/^\d+$/);
      expect(await retratar(erp)).toEqual(antes);
    });

    it('proposals of every catalogue type write nothing: catalogue, rows and the engine’s write counters unchanged', async () => {
      const antes = await retratar(erp);
      const escritas = await escritasDeOutrasSessoes(erp);
      for (const def of TIPOS_DADOS) expect((await sugerirConfiguracao(dialeto, def.tipo, BASICA)).status, def.tipo).toBe(true);
      expect(await escritasDeOutrasSessoes(erp)).toBe(escritas);
      expect(await retratar(erp)).toEqual(antes);
      expect(Object.keys(antes.tabelas).some((t) => t.toLowerCase() === 'fv_gravacao')).toBe(false);
      // The counters do see a write of the agent's session (the last test here: the fixture goes next).
      if (escritas !== null) {
        const [tabela, coluna] = GRUPOS[estilo].map(erp.q);
        await dialeto.transacao((tx) => tx.executar(`UPDATE ${tabela} SET ${coluna} = 'controle'`));
        expect(await escritasDeOutrasSessoes(erp)).not.toBe(escritas);
      }
    });
  });
});

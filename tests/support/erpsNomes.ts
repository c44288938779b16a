import { criarErp, type ErpDeTeste } from './erps';

/**
 * Fixture ERPs with deliberately different naming, for the proposals (agent/sugestao): the same
 * business (groups, products, a party or customer table, sellers, payment terms and methods, price
 * lists, orders with items) written as
 * - `ingles`: English snake_case after Northwind (customers, products, categories, orders,
 *   order_details, employees); the order key is not generated; customers are soft-deleted;
 * - `delphi`: Portuguese upper-case abbreviations of a Delphi-era ERP: one PESSOA table for customers,
 *   suppliers and staff with 'S'/'N' flags, CHAR columns, the order key filled by a trigger from a
 *   generator (Firebird, PostgreSQL) or by the engine, a trigger-maintained change date;
 * - `camel`: CamelCase with spaces ("Order Details", "Product Name"), identity keys, real booleans and
 *   a computed line total.
 * Each renders on MariaDB, PostgreSQL, SQLite and Firebird from one description.
 */
export type Estilo = 'ingles' | 'delphi' | 'camel';
export const ESTILOS: Estilo[] = ['ingles', 'delphi', 'camel'];
type Motor = 'mariadb' | 'postgres' | 'sqlite' | 'firebird';

type TipoColuna =
  | { t: 'int' }
  | { t: 'texto'; n: number }
  | { t: 'char'; n: number }
  | { t: 'decimal'; p: number; s: number }
  | { t: 'real' }
  | { t: 'dataHora' }
  | { t: 'bool' };

interface ColunaDef {
  nome: string;
  tipo: TipoColuna;
  nn?: boolean;
  padrao?: string;
  identidade?: boolean;
  /** A computed column: its expression over other columns written as {Nome}. */
  calculada?: string;
}

interface TabelaDef {
  nome: string;
  colunas: ColunaDef[];
  pk: string[];
  fks?: { colunas: string[]; tabela: string; ref: string[] }[];
  linhas: Record<string, unknown>[];
}

const int = (nome: string, extra: Partial<ColunaDef> = {}): ColunaDef => ({ nome, tipo: { t: 'int' }, ...extra });
const txt = (nome: string, n: number, extra: Partial<ColunaDef> = {}): ColunaDef => ({ nome, tipo: { t: 'texto', n }, ...extra });
const chr = (nome: string, n: number, extra: Partial<ColunaDef> = {}): ColunaDef => ({ nome, tipo: { t: 'char', n }, ...extra });
const dec = (nome: string, p: number, s: number, extra: Partial<ColunaDef> = {}): ColunaDef => ({ nome, tipo: { t: 'decimal', p, s }, ...extra });
const real = (nome: string, extra: Partial<ColunaDef> = {}): ColunaDef => ({ nome, tipo: { t: 'real' }, ...extra });
const dh = (nome: string, extra: Partial<ColunaDef> = {}): ColunaDef => ({ nome, tipo: { t: 'dataHora' }, ...extra });
const bool = (nome: string, extra: Partial<ColunaDef> = {}): ColunaDef => ({ nome, tipo: { t: 'bool' }, ...extra });
const fk = (colunas: string[], tabela: string, ref: string[]) => ({ colunas, tabela, ref });

/** The business every fixture holds, whatever its naming. */
const GRUPOS = ['Bebidas', 'Mercearia', 'Padaria'];
const PRODUTOS = [
  ['Café torrado 500 g', 1, 18.9, 40, true],
  ['Açúcar cristal 1 kg', 2, 4.75, 120, true],
  ['Pão de forma integral', 3, 8.5, 15, true],
  ['Suco de maçã 1 L', 1, 7.2, 0, false],
  ['Feijão carioca 1 kg', 2, 9.9, 60, true],
  ['Biscoito de polvilho', 3, 5.35, 33, true],
  ['Água mineral 500 ml', 1, 2.5, 200, true],
  ['Arroz agulhinha 5 kg', 2, 27.4, 25, true],
] as const;
const CLIENTES = [
  ['Mercearia São João Ltda', 'São João', 'J', '11.222.333/0001-81', 'Campinas', 'SP'],
  ['José da Conceição', null, 'F', '529.982.247-25', 'Santos', 'SP'],
  ['Padaria Pão Quente ME', 'Pão Quente', 'J', '04.252.011/0001-10', 'Curitiba', 'PR'],
  ['Maria Aparecida Souza', null, 'F', '111.444.777-35', 'Recife', 'PE'],
  ['Supermercado Bom Preço S.A.', 'Bom Preço', 'J', '60.701.190/0001-04', 'Salvador', 'BA'],
] as const;
const VENDEDORES = [
  ['Ana', 'Lima', 'ana', 'c0ffee01'],
  ['Bruno', 'Reis', 'bruno', 'c0ffee02'],
  ['Carla', 'Dias', 'carla', 'c0ffee03'],
] as const;
const CONDICOES = ['À vista', '30 dias', '30/60/90 dias'];
const FORMAS = ['Dinheiro', 'Boleto', 'Cartão de crédito'];
const TABELAS_PRECO = ['Varejo', 'Atacado'];

function ingles(): TabelaDef[] {
  return [
    {
      nome: 'categories',
      pk: ['category_id'],
      colunas: [int('category_id', { nn: true }), txt('category_name', 40, { nn: true }), txt('description', 200)],
      linhas: GRUPOS.map((g, i) => ({ category_id: i + 1, category_name: g, description: `Produtos de ${g.toLowerCase()}` })),
    },
    {
      nome: 'suppliers',
      pk: ['supplier_id'],
      colunas: [int('supplier_id', { nn: true }), txt('company_name', 60, { nn: true }), txt('contact_name', 40), txt('phone', 24)],
      linhas: [{ supplier_id: 1, company_name: 'Distribuidora Sul Ltda', contact_name: 'Pedro', phone: '4133334444' }],
    },
    {
      nome: 'products',
      pk: ['product_id'],
      fks: [fk(['category_id'], 'categories', ['category_id']), fk(['supplier_id'], 'suppliers', ['supplier_id'])],
      colunas: [
        int('product_id', { nn: true }),
        txt('product_name', 60, { nn: true }),
        int('supplier_id'),
        int('category_id'),
        txt('quantity_per_unit', 20),
        dec('unit_price', 10, 2, { nn: true, padrao: '0' }),
        int('units_in_stock', { padrao: '0' }),
        int('discontinued', { nn: true, padrao: '0' }),
      ],
      linhas: PRODUTOS.map(([nome, grupo, preco, estoque, ativo], i) => ({
        product_id: i + 1,
        product_name: nome,
        supplier_id: 1,
        category_id: grupo,
        quantity_per_unit: '1 un',
        unit_price: preco,
        units_in_stock: estoque,
        discontinued: ativo ? 0 : 1,
      })),
    },
    {
      nome: 'customers',
      pk: ['customer_id'],
      colunas: [
        chr('customer_id', 5, { nn: true }),
        txt('company_name', 60, { nn: true }),
        txt('contact_name', 40),
        txt('tax_id', 18),
        txt('address', 80),
        txt('city', 40),
        txt('region', 20),
        txt('postal_code', 10),
        txt('phone', 24),
        txt('email', 80),
        dh('deleted_at'),
      ],
      linhas: [
        ...CLIENTES.map(([nome, , , doc, cidade, uf], i) => ({
          customer_id: ['SJOAO', 'JCONC', 'PQUEN', 'MARIA', 'BPREC'][i],
          company_name: nome,
          contact_name: 'Comprador',
          tax_id: doc,
          address: 'Rua das Flores, 100',
          city: cidade,
          region: uf,
          postal_code: '01310100',
          phone: '11987654321',
          email: `compras${i}@exemplo.com.br`,
          deleted_at: null,
        })),
        {
          customer_id: 'ANTIG',
          company_name: 'Cliente Excluído Ltda',
          contact_name: null,
          tax_id: '11.111.111/0001-91',
          address: null,
          city: 'Osasco',
          region: 'SP',
          postal_code: null,
          phone: null,
          email: null,
          deleted_at: '2023-05-02 10:00:00',
        },
      ],
    },
    {
      nome: 'employees',
      pk: ['employee_id'],
      colunas: [
        int('employee_id', { nn: true }),
        txt('first_name', 20, { nn: true }),
        txt('last_name', 30, { nn: true }),
        txt('title', 30),
        txt('email', 80),
        txt('username', 30, { nn: true }),
        txt('password_hash', 64, { nn: true }),
        int('active', { nn: true, padrao: '1' }),
      ],
      linhas: VENDEDORES.map(([nome, sobrenome, login, senha], i) => ({
        employee_id: i + 1,
        first_name: nome,
        last_name: sobrenome,
        title: 'Vendedor',
        email: `${login}@exemplo.com.br`,
        username: login,
        password_hash: senha,
        active: 1,
      })),
    },
    {
      nome: 'payment_terms',
      pk: ['term_id'],
      colunas: [int('term_id', { nn: true }), txt('description', 40, { nn: true }), int('days')],
      linhas: CONDICOES.map((c, i) => ({ term_id: i + 1, description: c, days: i * 30 })),
    },
    {
      nome: 'payment_methods',
      pk: ['method_id'],
      colunas: [int('method_id', { nn: true }), txt('name', 40, { nn: true })],
      linhas: FORMAS.map((f, i) => ({ method_id: i + 1, name: f })),
    },
    {
      nome: 'price_lists',
      pk: ['price_list_id'],
      colunas: [int('price_list_id', { nn: true }), txt('name', 40, { nn: true })],
      linhas: TABELAS_PRECO.map((n, i) => ({ price_list_id: i + 1, name: n })),
    },
    {
      nome: 'price_list_items',
      pk: ['price_list_id', 'product_id'],
      fks: [fk(['price_list_id'], 'price_lists', ['price_list_id']), fk(['product_id'], 'products', ['product_id'])],
      colunas: [int('price_list_id', { nn: true }), int('product_id', { nn: true }), dec('price', 10, 2, { nn: true })],
      linhas: [1, 2].flatMap((t) =>
        PRODUTOS.map(([, , preco], i) => ({ price_list_id: t, product_id: i + 1, price: Number((preco * (t === 1 ? 1 : 0.9)).toFixed(2)) })),
      ),
    },
    {
      nome: 'order_types',
      pk: ['order_type_id'],
      colunas: [int('order_type_id', { nn: true }), txt('name', 40, { nn: true })],
      linhas: [
        { order_type_id: 1, name: 'Venda' },
        { order_type_id: 2, name: 'Bonificação' },
      ],
    },
    {
      nome: 'accounts_receivable',
      pk: ['receivable_id'],
      fks: [fk(['customer_id'], 'customers', ['customer_id']), fk(['payment_method_id'], 'payment_methods', ['method_id'])],
      colunas: [
        int('receivable_id', { nn: true }),
        chr('customer_id', 5, { nn: true }),
        dec('amount', 12, 2, { nn: true }),
        dh('due_date', { nn: true }),
        dh('paid_date'),
        int('payment_method_id'),
      ],
      linhas: [
        { receivable_id: 1, customer_id: 'SJOAO', amount: 56.7, due_date: '2024-04-01 00:00:00', paid_date: '2024-03-30 00:00:00', payment_method_id: 2 },
        { receivable_id: 2, customer_id: 'PQUEN', amount: 40, due_date: '2099-04-02 00:00:00', paid_date: null, payment_method_id: 2 },
      ],
    },
    {
      nome: 'orders',
      pk: ['order_id'],
      fks: [
        fk(['customer_id'], 'customers', ['customer_id']),
        fk(['employee_id'], 'employees', ['employee_id']),
        fk(['payment_term_id'], 'payment_terms', ['term_id']),
      ],
      colunas: [
        int('order_id', { nn: true }),
        chr('customer_id', 5, { nn: true }),
        int('employee_id'),
        dh('order_date', { nn: true }),
        dh('required_date'),
        int('payment_term_id'),
        dec('freight', 10, 2, { padrao: '0' }),
        dec('discount', 10, 2, { nn: true, padrao: '0' }),
        dec('total', 12, 2),
        txt('notes', 500),
        txt('status', 12, { nn: true }),
      ],
      linhas: [
        {
          order_id: 10248,
          customer_id: 'SJOAO',
          employee_id: 1,
          order_date: '2024-03-01 09:30:00',
          required_date: null,
          payment_term_id: 2,
          freight: 12.5,
          discount: 0,
          total: 56.7,
          notes: null,
          status: 'shipped',
        },
        {
          order_id: 10249,
          customer_id: 'PQUEN',
          employee_id: 2,
          order_date: '2024-03-02 14:10:00',
          required_date: null,
          payment_term_id: 1,
          freight: 0,
          discount: 5,
          total: 40,
          notes: 'Entregar cedo',
          status: 'new',
        },
        {
          order_id: 10250,
          customer_id: 'BPREC',
          employee_id: 1,
          order_date: '2024-03-03 11:00:00',
          required_date: null,
          payment_term_id: 3,
          freight: 0,
          discount: 0,
          total: 27.4,
          notes: null,
          status: 'new',
        },
      ],
    },
    {
      nome: 'order_details',
      pk: ['order_id', 'product_id'],
      fks: [fk(['order_id'], 'orders', ['order_id']), fk(['product_id'], 'products', ['product_id'])],
      colunas: [
        int('order_id', { nn: true }),
        int('product_id', { nn: true }),
        dec('unit_price', 10, 2, { nn: true }),
        int('quantity', { nn: true }),
        real('discount', { nn: true, padrao: '0' }),
      ],
      linhas: [
        { order_id: 10248, product_id: 1, unit_price: 18.9, quantity: 3, discount: 0 },
        { order_id: 10249, product_id: 3, unit_price: 8.5, quantity: 5, discount: 0.05 },
        { order_id: 10250, product_id: 8, unit_price: 27.4, quantity: 1, discount: 0.1 },
      ],
    },
  ];
}

function delphi(): TabelaDef[] {
  const pessoa = (i: number, extra: Record<string, unknown>) => ({
    COD_PESSOA: i,
    NOME: '',
    FANTASIA: null,
    TIPO_PESSOA: 'FÍSICA',
    CPF_CNPJ: null,
    RG_IE: null,
    FONE: null,
    EMAIL: null,
    CEP: null,
    CIDADE: null,
    UF: null,
    ENDERECO: null,
    NUMERO: null,
    BAIRRO: null,
    COMPLEMENTO: null,
    FL_CLIENTE: 'N',
    FL_FORNEC: 'N',
    FL_FUNC: 'N',
    FL_ATIVO: 'S',
    LOGIN: null,
    SENHA: null,
    DT_CADASTRO: '2020-01-10 08:00:00',
    ...extra,
  });
  return [
    {
      nome: 'GRUPO',
      pk: ['COD_GRUPO'],
      colunas: [int('COD_GRUPO', { nn: true }), txt('DESCRICAO', 40, { nn: true })],
      linhas: GRUPOS.map((g, i) => ({ COD_GRUPO: i + 1, DESCRICAO: g.toUpperCase() })),
    },
    {
      nome: 'PRODUTO',
      pk: ['COD_PRODUTO'],
      fks: [fk(['COD_GRUPO'], 'GRUPO', ['COD_GRUPO'])],
      colunas: [
        int('COD_PRODUTO', { nn: true }),
        chr('DESCRICAO', 60, { nn: true }),
        int('COD_GRUPO'),
        chr('UNIDADE', 3),
        dec('PRECO_VENDA', 15, 2, { nn: true }),
        dec('PRECO_CUSTO', 15, 2),
        dec('ESTOQUE', 15, 3),
        chr('FL_ATIVO', 1, { nn: true, padrao: "'S'" }),
        txt('OBS', 200),
      ],
      linhas: PRODUTOS.map(([nome, grupo, preco, estoque, ativo], i) => ({
        COD_PRODUTO: 100 + i,
        DESCRICAO: nome.toUpperCase(),
        COD_GRUPO: grupo,
        UNIDADE: 'UN',
        PRECO_VENDA: preco,
        PRECO_CUSTO: Number((preco * 0.6).toFixed(2)),
        ESTOQUE: estoque,
        FL_ATIVO: ativo ? 'S' : 'N',
        OBS: null,
      })),
    },
    {
      nome: 'PESSOA',
      pk: ['COD_PESSOA'],
      colunas: [
        int('COD_PESSOA', { nn: true }),
        txt('NOME', 60, { nn: true }),
        txt('FANTASIA', 60),
        txt('TIPO_PESSOA', 10, { nn: true }),
        txt('CPF_CNPJ', 18),
        txt('RG_IE', 20),
        txt('FONE', 20),
        txt('EMAIL', 80),
        chr('CEP', 8),
        txt('CIDADE', 40),
        chr('UF', 2),
        txt('ENDERECO', 60),
        txt('NUMERO', 10),
        txt('BAIRRO', 40),
        txt('COMPLEMENTO', 40),
        chr('FL_CLIENTE', 1, { padrao: "'N'" }),
        chr('FL_FORNEC', 1, { padrao: "'N'" }),
        chr('FL_FUNC', 1, { padrao: "'N'" }),
        chr('FL_ATIVO', 1, { padrao: "'S'" }),
        txt('LOGIN', 20),
        txt('SENHA', 40),
        dh('DT_CADASTRO'),
      ],
      linhas: [
        ...CLIENTES.map(([nome, fantasia, tipo, doc, cidade, uf], i) =>
          pessoa(1 + i, {
            NOME: nome.toUpperCase(),
            FANTASIA: fantasia,
            TIPO_PESSOA: tipo === 'J' ? 'JURÍDICA' : 'FÍSICA',
            CPF_CNPJ: doc,
            RG_IE: tipo === 'J' ? 'ISENTO' : '12345678',
            FONE: '(11) 98765-4321',
            EMAIL: `compras${i}@exemplo.com.br`,
            CEP: '01310100',
            CIDADE: cidade,
            UF: uf,
            ENDERECO: 'RUA DAS FLORES',
            NUMERO: '100',
            BAIRRO: 'CENTRO',
            FL_CLIENTE: 'S',
            FL_ATIVO: i === 3 ? 'N' : 'S',
          }),
        ),
        pessoa(6, { NOME: 'DISTRIBUIDORA SUL LTDA', TIPO_PESSOA: 'JURÍDICA', CPF_CNPJ: '33.000.167/0001-01', FL_FORNEC: 'S' }),
        ...VENDEDORES.map(([nome, sobrenome, login, senha], i) =>
          pessoa(7 + i, { NOME: `${nome} ${sobrenome}`.toUpperCase(), FL_FUNC: 'S', LOGIN: login.toUpperCase(), SENHA: senha }),
        ),
      ],
    },
    {
      nome: 'COND_PAGTO',
      pk: ['COD_COND'],
      colunas: [int('COD_COND', { nn: true }), txt('DESCRICAO', 40, { nn: true }), int('NUM_PARCELAS')],
      linhas: CONDICOES.map((c, i) => ({ COD_COND: i + 1, DESCRICAO: c.toUpperCase(), NUM_PARCELAS: i + 1 })),
    },
    {
      nome: 'FORMA_PAGTO',
      pk: ['COD_FORMA'],
      colunas: [int('COD_FORMA', { nn: true }), txt('DESCRICAO', 40, { nn: true })],
      linhas: FORMAS.map((f, i) => ({ COD_FORMA: i + 1, DESCRICAO: f.toUpperCase() })),
    },
    {
      nome: 'TAB_PRECO',
      pk: ['COD_TABELA'],
      colunas: [int('COD_TABELA', { nn: true }), txt('DESCRICAO', 40, { nn: true })],
      linhas: TABELAS_PRECO.map((n, i) => ({ COD_TABELA: i + 1, DESCRICAO: n.toUpperCase() })),
    },
    {
      nome: 'TAB_PRECO_ITEM',
      pk: ['COD_TABELA', 'COD_PRODUTO'],
      fks: [fk(['COD_TABELA'], 'TAB_PRECO', ['COD_TABELA']), fk(['COD_PRODUTO'], 'PRODUTO', ['COD_PRODUTO'])],
      colunas: [int('COD_TABELA', { nn: true }), int('COD_PRODUTO', { nn: true }), dec('PRECO', 15, 2, { nn: true })],
      linhas: [1, 2].flatMap((t) =>
        PRODUTOS.map(([, , preco], i) => ({ COD_TABELA: t, COD_PRODUTO: 100 + i, PRECO: Number((preco * (t === 1 ? 1 : 0.9)).toFixed(2)) })),
      ),
    },
    {
      nome: 'SERVICO',
      pk: ['COD_SERVICO'],
      fks: [fk(['COD_GRUPO'], 'GRUPO', ['COD_GRUPO'])],
      colunas: [
        int('COD_SERVICO', { nn: true }),
        chr('DESCRICAO', 60, { nn: true }),
        int('COD_GRUPO'),
        dec('VL_SERVICO', 15, 2, { nn: true }),
        chr('FL_ATIVO', 1, { nn: true, padrao: "'S'" }),
      ],
      linhas: [
        { COD_SERVICO: 1, DESCRICAO: 'INSTALAÇÃO', COD_GRUPO: 2, VL_SERVICO: 80, FL_ATIVO: 'S' },
        { COD_SERVICO: 2, DESCRICAO: 'VISITA TÉCNICA', COD_GRUPO: 2, VL_SERVICO: 120, FL_ATIVO: 'N' },
      ],
    },
    {
      nome: 'NATUREZA_OPERACAO',
      pk: ['COD_NATUREZA'],
      colunas: [int('COD_NATUREZA', { nn: true }), txt('DESCRICAO', 40, { nn: true })],
      linhas: [
        { COD_NATUREZA: 1, DESCRICAO: 'VENDA' },
        { COD_NATUREZA: 2, DESCRICAO: 'BONIFICAÇÃO' },
      ],
    },
    {
      nome: 'CONTAS_RECEBER',
      pk: ['COD_TITULO'],
      fks: [fk(['COD_PESSOA'], 'PESSOA', ['COD_PESSOA']), fk(['COD_FORMA'], 'FORMA_PAGTO', ['COD_FORMA'])],
      colunas: [
        int('COD_TITULO', { nn: true }),
        int('COD_PESSOA', { nn: true }),
        dec('VL_TITULO', 15, 2, { nn: true }),
        dh('DT_VENCIMENTO', { nn: true }),
        dh('DT_PAGAMENTO'),
        int('COD_FORMA'),
      ],
      linhas: [
        { COD_TITULO: 1, COD_PESSOA: 1, VL_TITULO: 56.7, DT_VENCIMENTO: '2024-04-01 00:00:00', DT_PAGAMENTO: '2024-03-30 00:00:00', COD_FORMA: 2 },
        { COD_TITULO: 2, COD_PESSOA: 3, VL_TITULO: 40, DT_VENCIMENTO: '2099-04-02 00:00:00', DT_PAGAMENTO: null, COD_FORMA: 2 },
      ],
    },
    {
      nome: 'PEDIDO',
      pk: ['NUM_PEDIDO'],
      fks: [fk(['COD_CLIENTE'], 'PESSOA', ['COD_PESSOA']), fk(['COD_VENDEDOR'], 'PESSOA', ['COD_PESSOA']), fk(['COD_COND'], 'COND_PAGTO', ['COD_COND'])],
      colunas: [
        int('NUM_PEDIDO', { nn: true, identidade: true }),
        int('COD_CLIENTE', { nn: true }),
        int('COD_VENDEDOR'),
        int('COD_COND'),
        dh('DT_EMISSAO', { nn: true }),
        dec('VL_TOTAL', 15, 2, { nn: true }),
        dec('VL_DESCONTO', 15, 2, { nn: true, padrao: '0' }),
        chr('SITUACAO', 1, { nn: true }),
        txt('OBS', 500),
        dh('DT_ALTERACAO'),
      ],
      linhas: [
        { COD_CLIENTE: 1, COD_VENDEDOR: 7, COD_COND: 2, DT_EMISSAO: '2024-03-01 09:30:00', VL_TOTAL: 56.7, VL_DESCONTO: 0, SITUACAO: 'F', OBS: null },
        {
          COD_CLIENTE: 3,
          COD_VENDEDOR: 8,
          COD_COND: 1,
          DT_EMISSAO: '2024-03-02 14:10:00',
          VL_TOTAL: 40,
          VL_DESCONTO: 2.5,
          SITUACAO: 'A',
          OBS: 'ENTREGAR CEDO',
        },
        { COD_CLIENTE: 5, COD_VENDEDOR: 7, COD_COND: 3, DT_EMISSAO: '2024-03-03 11:00:00', VL_TOTAL: 27.4, VL_DESCONTO: 0, SITUACAO: 'A', OBS: null },
      ],
    },
    {
      nome: 'PEDIDO_ITEM',
      pk: ['NUM_PEDIDO', 'SEQ'],
      fks: [fk(['NUM_PEDIDO'], 'PEDIDO', ['NUM_PEDIDO']), fk(['COD_PRODUTO'], 'PRODUTO', ['COD_PRODUTO'])],
      colunas: [
        int('NUM_PEDIDO', { nn: true }),
        int('SEQ', { nn: true }),
        int('COD_PRODUTO', { nn: true }),
        dec('QTDE', 15, 3, { nn: true }),
        dec('VL_UNITARIO', 15, 2, { nn: true }),
        dec('VL_DESCONTO', 15, 2, { nn: true, padrao: '0' }),
        dec('VL_TOTAL', 15, 2, { nn: true }),
      ],
      linhas: [
        { NUM_PEDIDO: 1, SEQ: 1, COD_PRODUTO: 100, QTDE: 3, VL_UNITARIO: 18.9, VL_DESCONTO: 0, VL_TOTAL: 56.7 },
        { NUM_PEDIDO: 2, SEQ: 1, COD_PRODUTO: 102, QTDE: 5, VL_UNITARIO: 8.5, VL_DESCONTO: 2.5, VL_TOTAL: 40 },
        { NUM_PEDIDO: 3, SEQ: 1, COD_PRODUTO: 107, QTDE: 1, VL_UNITARIO: 27.4, VL_DESCONTO: 0, VL_TOTAL: 27.4 },
      ],
    },
  ];
}

function camel(): TabelaDef[] {
  return [
    {
      nome: 'Categories',
      pk: ['CategoryID'],
      colunas: [int('CategoryID', { nn: true }), txt('Category Name', 40, { nn: true })],
      linhas: GRUPOS.map((g, i) => ({ CategoryID: i + 1, 'Category Name': g })),
    },
    {
      nome: 'Products',
      pk: ['ProductID'],
      fks: [fk(['CategoryID'], 'Categories', ['CategoryID'])],
      colunas: [
        int('ProductID', { nn: true, identidade: true }),
        txt('Product Name', 60, { nn: true }),
        int('CategoryID'),
        dec('Unit Price', 10, 2, { nn: true }),
        int('Units In Stock'),
        bool('Discontinued', { nn: true }),
      ],
      linhas: PRODUTOS.map(([nome, grupo, preco, estoque, ativo]) => ({
        'Product Name': nome,
        CategoryID: grupo,
        'Unit Price': preco,
        'Units In Stock': estoque,
        Discontinued: !ativo,
      })),
    },
    {
      nome: 'Customers',
      pk: ['CustomerID'],
      colunas: [
        int('CustomerID', { nn: true, identidade: true }),
        txt('Company Name', 60, { nn: true }),
        txt('Trade Name', 60),
        txt('Tax Number', 18),
        txt('Phone Number', 20),
        txt('E-mail', 80),
        txt('Zip Code', 9),
        txt('City', 40),
        txt('State', 2),
        txt('Street', 60),
        txt('Street Number', 10),
        txt('District', 40),
        bool('Is Active', { nn: true }),
      ],
      linhas: CLIENTES.map(([nome, fantasia, , doc, cidade, uf], i) => ({
        'Company Name': nome,
        'Trade Name': fantasia,
        'Tax Number': doc,
        'Phone Number': '11987654321',
        'E-mail': `compras${i}@exemplo.com.br`,
        'Zip Code': '01310-100',
        City: cidade,
        State: uf,
        Street: 'Rua das Flores',
        'Street Number': '100',
        District: 'Centro',
        'Is Active': i !== 3,
      })),
    },
    {
      nome: 'Suppliers',
      pk: ['SupplierID'],
      colunas: [int('SupplierID', { nn: true }), txt('Company Name', 60, { nn: true })],
      linhas: [{ SupplierID: 1, 'Company Name': 'Distribuidora Sul Ltda' }],
    },
    {
      nome: 'Sales Reps',
      pk: ['SalesRepID'],
      colunas: [
        int('SalesRepID', { nn: true }),
        txt('Full Name', 60, { nn: true }),
        txt('Login Name', 30, { nn: true }),
        txt('Password', 64, { nn: true }),
        bool('Is Active', { nn: true }),
      ],
      linhas: VENDEDORES.map(([nome, sobrenome, login, senha], i) => ({
        SalesRepID: i + 1,
        'Full Name': `${nome} ${sobrenome}`,
        'Login Name': login,
        Password: senha,
        'Is Active': true,
      })),
    },
    {
      nome: 'Payment Terms',
      pk: ['PaymentTermID'],
      colunas: [int('PaymentTermID', { nn: true }), txt('Term Name', 40, { nn: true })],
      linhas: CONDICOES.map((c, i) => ({ PaymentTermID: i + 1, 'Term Name': c })),
    },
    {
      nome: 'Payment Methods',
      pk: ['PaymentMethodID'],
      colunas: [int('PaymentMethodID', { nn: true }), txt('Method Name', 40, { nn: true })],
      linhas: FORMAS.map((f, i) => ({ PaymentMethodID: i + 1, 'Method Name': f })),
    },
    {
      nome: 'Price Lists',
      pk: ['PriceListID'],
      colunas: [int('PriceListID', { nn: true }), txt('List Name', 40, { nn: true })],
      linhas: TABELAS_PRECO.map((n, i) => ({ PriceListID: i + 1, 'List Name': n })),
    },
    {
      nome: 'Price List Items',
      pk: ['PriceListID', 'ProductID'],
      fks: [fk(['PriceListID'], 'Price Lists', ['PriceListID']), fk(['ProductID'], 'Products', ['ProductID'])],
      colunas: [int('PriceListID', { nn: true }), int('ProductID', { nn: true }), dec('Price', 10, 2, { nn: true })],
      linhas: [1, 2].flatMap((t) =>
        PRODUTOS.map(([, , preco], i) => ({ PriceListID: t, ProductID: i + 1, Price: Number((preco * (t === 1 ? 1 : 0.9)).toFixed(2)) })),
      ),
    },
    {
      nome: 'Order Types',
      pk: ['OrderTypeID'],
      colunas: [int('OrderTypeID', { nn: true }), txt('Type Name', 40, { nn: true })],
      linhas: [
        { OrderTypeID: 1, 'Type Name': 'Venda' },
        { OrderTypeID: 2, 'Type Name': 'Bonificação' },
      ],
    },
    {
      nome: 'Receivables',
      pk: ['ReceivableID'],
      fks: [fk(['CustomerID'], 'Customers', ['CustomerID'])],
      colunas: [
        int('ReceivableID', { nn: true }),
        int('CustomerID', { nn: true }),
        dec('Amount', 12, 2, { nn: true }),
        dh('Due Date', { nn: true }),
        dh('Paid Date'),
      ],
      linhas: [
        { ReceivableID: 1, CustomerID: 1, Amount: 56.7, 'Due Date': '2024-04-01 00:00:00', 'Paid Date': '2024-03-30 00:00:00' },
        { ReceivableID: 2, CustomerID: 3, Amount: 40, 'Due Date': '2099-04-02 00:00:00', 'Paid Date': null },
      ],
    },
    {
      nome: 'Orders',
      pk: ['OrderID'],
      fks: [fk(['CustomerID'], 'Customers', ['CustomerID']), fk(['SalesRepID'], 'Sales Reps', ['SalesRepID'])],
      colunas: [
        int('OrderID', { nn: true, identidade: true }),
        int('CustomerID', { nn: true }),
        int('SalesRepID'),
        dh('Order Date', { nn: true }),
        dec('Order Total', 12, 2, { nn: true }),
        dec('Discount Amount', 12, 2, { padrao: '0' }),
        txt('Notes', 500),
      ],
      linhas: [
        { CustomerID: 1, SalesRepID: 1, 'Order Date': '2024-03-01 09:30:00', 'Order Total': 56.7, 'Discount Amount': 0, Notes: null },
        { CustomerID: 3, SalesRepID: 2, 'Order Date': '2024-03-02 14:10:00', 'Order Total': 40, 'Discount Amount': 2.5, Notes: 'Entregar cedo' },
      ],
    },
    {
      nome: 'Order Details',
      pk: ['Order Detail ID'],
      fks: [fk(['OrderID'], 'Orders', ['OrderID']), fk(['ProductID'], 'Products', ['ProductID'])],
      colunas: [
        int('Order Detail ID', { nn: true, identidade: true }),
        int('OrderID', { nn: true }),
        int('ProductID', { nn: true }),
        dec('Quantity', 12, 3, { nn: true }),
        dec('Unit Price', 10, 2, { nn: true }),
        dec('Discount', 10, 2, { nn: true, padrao: '0' }),
        dec('Line Total', 12, 2, { calculada: '{Quantity} * {Unit Price} - {Discount}' }),
      ],
      linhas: [
        { OrderID: 1, ProductID: 1, Quantity: 3, 'Unit Price': 18.9, Discount: 0 },
        { OrderID: 2, ProductID: 3, Quantity: 5, 'Unit Price': 8.5, Discount: 2.5 },
      ],
    },
  ];
}

const TABELAS: Record<Estilo, () => TabelaDef[]> = { ingles, delphi, camel };

/** A name as the style writes it: CamelCase with spaces always quoted; the others bare (PostgreSQL folds them to lower case). */
function nomear(motor: Motor, estilo: Estilo, nome: string): string {
  if (estilo !== 'camel') return nome;
  return motor === 'mariadb' ? `\`${nome}\`` : `"${nome}"`;
}

function tipoSql(motor: Motor, tipo: TipoColuna): string {
  switch (tipo.t) {
    case 'int':
      return motor === 'mariadb' ? 'INT' : 'INTEGER';
    case 'texto':
      return `VARCHAR(${tipo.n})`;
    case 'char':
      return `CHAR(${tipo.n})`;
    case 'decimal':
      return motor === 'sqlite' ? `NUMERIC(${tipo.p},${tipo.s})` : `DECIMAL(${tipo.p},${tipo.s})`;
    case 'real':
      return motor === 'postgres' || motor === 'sqlite' ? 'REAL' : 'FLOAT';
    case 'dataHora':
      return motor === 'mariadb' ? 'DATETIME' : motor === 'sqlite' ? 'TEXT' : 'TIMESTAMP';
    case 'bool':
      return motor === 'sqlite' ? 'INTEGER' : 'BOOLEAN';
  }
}

function colunaSql(motor: Motor, estilo: Estilo, tabela: TabelaDef, c: ColunaDef): string {
  const n = (x: string) => nomear(motor, estilo, x);
  if (c.calculada) {
    const expr = c.calculada.replace(/\{([^}]+)\}/g, (_, x: string) => n(x));
    if (motor === 'firebird') return `${n(c.nome)} COMPUTED BY (${expr})`;
    return `${n(c.nome)} ${tipoSql(motor, c.tipo)} GENERATED ALWAYS AS (${expr}) ${motor === 'postgres' ? 'STORED' : 'VIRTUAL'}`;
  }
  const pkUnica = tabela.pk.length === 1 && tabela.pk[0] === c.nome;
  // The Delphi fixture's order key is filled by a trigger from a generator where the engine has them.
  const porGatilho = estilo === 'delphi' && c.identidade && (motor === 'firebird' || motor === 'postgres');
  if (c.identidade && !porGatilho) {
    if (motor === 'mariadb') return `${n(c.nome)} INT AUTO_INCREMENT PRIMARY KEY`;
    if (motor === 'sqlite') return `${n(c.nome)} INTEGER PRIMARY KEY`;
    return `${n(c.nome)} INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY`;
  }
  return [n(c.nome), tipoSql(motor, c.tipo), c.padrao !== undefined ? `DEFAULT ${c.padrao}` : '', c.nn ? 'NOT NULL' : '', pkUnica ? 'PRIMARY KEY' : '']
    .filter(Boolean)
    .join(' ');
}

function ddl(motor: Motor, estilo: Estilo, tabelas: TabelaDef[]): string[] {
  const n = (x: string) => nomear(motor, estilo, x);
  const criar = tabelas.map((t) => {
    const partes = t.colunas.map((c) => colunaSql(motor, estilo, t, c));
    if (t.pk.length > 1) partes.push(`PRIMARY KEY (${t.pk.map(n).join(', ')})`);
    for (const f of t.fks ?? []) partes.push(`FOREIGN KEY (${f.colunas.map(n).join(', ')}) REFERENCES ${n(f.tabela)} (${f.ref.map(n).join(', ')})`);
    return `CREATE TABLE ${n(t.nome)} (${partes.join(', ')})`;
  });
  if (estilo !== 'delphi') return criar;
  // The order's change date is kept by a trigger; the key too where the engine has generators.
  const gatilhos: Record<Motor, string[]> = {
    firebird: [
      'CREATE GENERATOR GEN_PEDIDO',
      'CREATE TRIGGER PEDIDO_BI FOR PEDIDO ACTIVE BEFORE INSERT POSITION 0 AS BEGIN IF (NEW.NUM_PEDIDO IS NULL) THEN NEW.NUM_PEDIDO = GEN_ID(GEN_PEDIDO, 1); NEW.DT_ALTERACAO = CURRENT_TIMESTAMP; END',
    ],
    postgres: [
      'CREATE SEQUENCE GEN_PEDIDO',
      "CREATE FUNCTION PEDIDO_BI() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.NUM_PEDIDO IS NULL THEN NEW.NUM_PEDIDO := nextval('gen_pedido'); END IF; NEW.DT_ALTERACAO := now(); RETURN NEW; END $$",
      'CREATE TRIGGER PEDIDO_BI BEFORE INSERT ON PEDIDO FOR EACH ROW EXECUTE FUNCTION PEDIDO_BI()',
    ],
    mariadb: ['CREATE TRIGGER PEDIDO_BI BEFORE INSERT ON PEDIDO FOR EACH ROW SET NEW.DT_ALTERACAO = NOW()'],
    sqlite: ['CREATE TRIGGER PEDIDO_AI AFTER INSERT ON PEDIDO BEGIN UPDATE PEDIDO SET DT_ALTERACAO = CURRENT_TIMESTAMP WHERE NUM_PEDIDO = NEW.NUM_PEDIDO; END'],
  };
  return [...criar, ...gatilhos[motor]];
}

function valorSql(motor: Motor, coluna: ColunaDef | undefined, valor: unknown): unknown {
  if (typeof valor === 'boolean') return motor === 'sqlite' || motor === 'mariadb' ? (valor ? 1 : 0) : valor;
  if (coluna?.tipo.t === 'decimal' && typeof valor === 'number' && motor !== 'sqlite') return valor.toFixed(coluna.tipo.s);
  return valor;
}

export interface ErpNomeado extends ErpDeTeste {
  estilo: Estilo;
  /** A name as the engine keeps it (PostgreSQL folds the Delphi fixture's upper-case names to lower case). */
  guardado(nome: string): string;
  /** A table or column name quoted as this fixture's SQL needs it. */
  q(nome: string): string;
}

/** A fixture ERP of `estilo` on `motor`, with its tables, triggers and rows. */
export async function criarErpNomeado(motor: Motor, estilo: Estilo): Promise<ErpNomeado> {
  const erp = await criarErp(motor, { vazio: true });
  const tabelas = TABELAS[estilo]();
  for (const comando of ddl(motor, estilo, tabelas)) await erp.sql(comando);
  const n = (x: string) => nomear(motor, estilo, x);
  if (motor === 'sqlite') await erp.sql('BEGIN');
  for (const t of tabelas) {
    for (const linha of t.linhas) {
      const colunas = Object.keys(linha).filter((c) => !t.colunas.find((d) => d.nome === c)?.identidade);
      await erp.sql(
        `INSERT INTO ${n(t.nome)} (${colunas.map(n).join(', ')}) VALUES (${colunas.map(() => '?').join(', ')})`,
        colunas.map((c) =>
          valorSql(
            motor,
            t.colunas.find((d) => d.nome === c),
            linha[c],
          ),
        ),
      );
    }
  }
  if (motor === 'sqlite') await erp.sql('COMMIT');
  return { ...erp, estilo, guardado: (nome) => (motor === 'postgres' && estilo === 'delphi' ? nome.toLowerCase() : nome), q: n };
}

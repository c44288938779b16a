import { TIPOS_COLUNA, inserirProdutos, type ErpDeTeste } from './erps';

/**
 * The sample ERP of the integrator's guide (docs/guia-integrador.md) beyond the base tables of
 * erps.ts: a price table with accented names (as many Brazilian ERPs have), a view, the items'
 * discount table the order insert fills with :sequencia, :pedido_dataPedido and both forms of the
 * discount, and on MariaDB a MyISAM log table that cannot roll back.
 */
export function ddlIntegrador(engine: string): string[] {
  const t = TIPOS_COLUNA[engine];
  const q = (nome: string) => (engine === 'mariadb' ? `\`${nome}\`` : `"${nome}"`);
  return [
    `CREATE TABLE ${q('preços_promoção')} (${q('código')} ${t.texto(20)} NOT NULL PRIMARY KEY, ${q('descrição')} ${t.texto(200)} NOT NULL, ${q('preço_promocional')} ${t.numero} NOT NULL, ${q('válido_até')} ${t.dataHora})`,
    'CREATE VIEW produtos_ativos AS SELECT codigo, descricao, preco FROM produtos WHERE ativo = 1',
    `CREATE TABLE pedido_item_descontos (pedido_id ${t.inteiro} NOT NULL, sequencia ${t.inteiro} NOT NULL, produto ${t.texto(20)} NOT NULL, emissao ${t.dataHora}, percentual ${t.numero}, fracao NUMERIC(9,6))`,
    ...(engine === 'mariadb' ? ['CREATE TABLE log_integracao (id INT AUTO_INCREMENT PRIMARY KEY, pedido VARCHAR(40), quando DATETIME) ENGINE=MyISAM'] : []),
  ];
}

/** The guide's sample data: 30 products, three customers (one with an invalid person type) and two promotions. */
export async function prepararErpIntegrador(erp: ErpDeTeste): Promise<void> {
  for (const ddl of ddlIntegrador(erp.tipo)) await erp.sql(ddl);
  await inserirProdutos(erp, 30);
  const clientes: [string, string, string, string][] = [
    ['C001', 'Mercearia São João', 'J', '11222333000181'],
    ['C002', 'José da Conceição', 'F', '52998224725'],
    ['C003', 'Cadastro com tipo errado', 'X', '00000000000'],
  ];
  for (const c of clientes) await erp.sql('INSERT INTO clientes (codigo, nome, tipo, documento, ativo) VALUES (?, ?, ?, ?, 1)', c);
  const q = (nome: string) => (erp.tipo === 'mariadb' ? `\`${nome}\`` : `"${nome}"`);
  for (const [codigo, descricao, preco] of [
    ['P0001', 'Pão de açúcar em promoção', '0.99'],
    ['P0002', 'Café torrado — edição limitada', '1.75'],
  ]) {
    await erp.sql(`INSERT INTO ${q('preços_promoção')} (${q('código')}, ${q('descrição')}, ${q('preço_promocional')}) VALUES (?, ?, ?)`, [
      codigo,
      descricao,
      preco,
    ]);
  }
}

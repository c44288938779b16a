import { TIPOS_DADOS_POR_TIPO } from './dados';
import { REGISTROS_APP, type TipoRegistroApp } from './registros';
import type { Placeholder } from './types';

/**
 * The insert test's record when the branch has received none of the type from the phones: built
 * from what the branch synced from the ERP (a real customer and seller, distinct active products at
 * their real prices), never from invented keys, which an integer or foreign key of the ERP would
 * refuse with a misleading error. Then each test runs it twice: every optional field filled, and
 * every optional field empty, as a real record without them binds NULL (docs/guia-integrador.md,
 * "Testar Insert").
 */

/** A product or service the branch synced: its key, its name and its price for the sample's customer. */
export interface ItemDoCatalogo {
  identificador: string;
  descricao: string | null;
  preco: number;
}

/** What the branch synced that a built sample takes (server/services/workbench.ts reads it). */
export interface CatalogoSincronizado {
  /** An active customer's key. */
  cliente: string | null;
  /** A seller who may place orders (the customer's own when customers belong to sellers). */
  vendedor: string | null;
  /** Distinct active products, at the price the customer's price table gives (else their own). */
  produtos: ItemDoCatalogo[];
  servicos: ItemDoCatalogo[];
  /** Keys of the other references synced (tabelaPrecoIdentificador, formaPagamentoIdentificador…). */
  chaves: Record<string, string>;
}

/** A built sample, or the pages whose data it still needs (by their titles). */
export type RegistroDoCatalogo = { ok: true; dados: Record<string, unknown> } | { ok: false; faltam: string[] };

/** Example values of fields that are neither keys nor amounts: what a phone could send. */
const EXEMPLOS: Record<string, string | number> = {
  situacao: 'aberto',
  prazoEntrega: '5 dias',
  observacao: 'Registro de teste do gerenciador',
  nome: 'Mercearia Exemplo Ltda',
  tipoPessoa: 'J',
  docFederal: '11222333000181',
  docEstadual: 'ISENTO',
  telefone: '11987654321',
  email: 'compras@exemplo.com.br',
  cep: '01310100',
  cidade: 'São Paulo',
  estado: 'SP',
  endereco: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  complemento: 'Sala 1',
  codigoIbgeEstado: 35,
  codigoIbgeCidade: 3550308,
};
const EXEMPLOS_ITEM: Record<string, string | number> = { descricao: 'Item de teste do gerenciador', observacao: 'Item de teste do gerenciador' };

const pad = (n: number) => String(n).padStart(2, '0');
export const dataHoraLocal = (agora: Date) =>
  `${agora.getFullYear()}-${pad(agora.getMonth() + 1)}-${pad(agora.getDate())} ${pad(agora.getHours())}:${pad(agora.getMinutes())}:${pad(agora.getSeconds())}`;
const centavos = (n: number) => Math.round(n * 100) / 100;
const titulo = (tipo: string) => TIPOS_DADOS_POR_TIPO[tipo]?.titulo ?? tipo;

/** The header's date field of each record type (the order's dataPedido…): the moment of the test. */
const DATA_DO_REGISTRO: Record<TipoRegistroApp, string | null> = { cliente: null, pedido: 'dataPedido', ordemServico: 'dataOrdemServico' };

/**
 * A record of `tipo` as a phone would send it, with only what a real one always has (its required
 * fields, the seller, the items): a real customer, up to two distinct products at their prices
 * (quantities 1 and 2), the totals they make. What the catalogue lacks is named in `faltam`.
 */
export function registroDoCatalogo(tipo: TipoRegistroApp, catalogo: CatalogoSincronizado, agora = new Date()): RegistroDoCatalogo {
  const vendedor = catalogo.vendedor ? { usuarioIdentificador: catalogo.vendedor } : {};
  if (tipo === 'cliente') return { ok: true, dados: { nome: EXEMPLOS.nome, tipoPessoa: EXEMPLOS.tipoPessoa, docFederal: EXEMPLOS.docFederal, ...vendedor } };
  const faltam = [
    ...(catalogo.cliente ? [] : [titulo('configuracaoDadosCliente')]),
    ...(catalogo.vendedor ? [] : [titulo('configuracaoDadosUsuario')]),
    ...(catalogo.produtos.length || (tipo === 'ordemServico' && catalogo.servicos.length) ? [] : [titulo('configuracaoDadosProduto')]),
  ];
  if (faltam.length) return { ok: false, faltam };
  const escolhidos: { item: ItemDoCatalogo; campo: 'produtoIdentificador' | 'servicoIdentificador' }[] =
    tipo === 'ordemServico'
      ? [
          ...catalogo.produtos.slice(0, 1).map((item) => ({ item, campo: 'produtoIdentificador' as const })),
          ...catalogo.servicos.slice(0, 1).map((item) => ({ item, campo: 'servicoIdentificador' as const })),
        ]
      : catalogo.produtos.slice(0, 2).map((item) => ({ item, campo: 'produtoIdentificador' as const }));
  const itens = escolhidos.map(({ item, campo }, i) => ({
    ...(tipo === 'ordemServico' ? { tipoItem: campo === 'produtoIdentificador' ? 'P' : 'S' } : {}),
    [campo]: item.identificador,
    ...(item.descricao ? { descricao: item.descricao } : {}),
    quantidade: i + 1,
    valorUnitarioVenda: item.preco,
    valorTotal: centavos(item.preco * (i + 1)),
  }));
  const total = centavos(itens.reduce((s, i) => s + i.valorTotal, 0));
  return {
    ok: true,
    dados: {
      clienteIdentificador: catalogo.cliente,
      ...vendedor,
      [DATA_DO_REGISTRO[tipo]!]: dataHoraLocal(agora),
      valorBruto: total,
      valorTotal: total,
      itens,
    },
  };
}

/** The optional fields of a phone record (those a phone may leave out), header and items. */
export interface CamposOpcionais {
  cabecalho: string[];
  itens: string[];
}

const placeholdersDe = (tipo: TipoRegistroApp, grupo: 'insert' | 'insertItens'): Placeholder[] =>
  TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo].insert]?.inserts.find((g) => g.chave === grupo)?.placeholders ?? [];
const vazio = (v: unknown) => v === null || v === undefined || v === '';

/** The value a sample gives an optional field the record lacks: a synced key, an example, now, or 0 for an amount. */
function valorDeExemplo(
  p: Placeholder | undefined,
  nome: string,
  exemplos: Record<string, string | number>,
  chaves: Record<string, string>,
  agora: Date,
): unknown {
  if (chaves[nome] !== undefined) return chaves[nome];
  if (exemplos[nome] !== undefined) return exemplos[nome];
  if (/Identificador$/.test(nome)) return undefined;
  if (p?.tipo === 'data' || p?.tipo === 'dataHora') return dataHoraLocal(agora);
  if (p?.tipo === 'decimal' || p?.tipo === 'inteiro') return 0;
  return undefined;
}

/**
 * The two records an insert test runs: every optional field filled (what the record has, else a
 * synced key, an example, now, or 0 for an amount: a key the branch never synced stays empty rather
 * than invented), and every optional field left out, bound as NULL like a real record without them.
 * Required fields, the seller and the items are the same in both.
 */
export function variantesDoRegistro(
  tipo: TipoRegistroApp,
  registro: Record<string, unknown>,
  opcionais: CamposOpcionais,
  chaves: Record<string, string> = {},
  agora = new Date(),
): { preenchidos: Record<string, unknown>; vazios: Record<string, unknown> } {
  const cabecalho = new Map(placeholdersDe(tipo, 'insert').map((p) => [p.nome, p]));
  const deItens = new Map(placeholdersDe(tipo, 'insertItens').map((p) => [p.nome, p]));
  const itens = Array.isArray(registro.itens) ? (registro.itens as Record<string, unknown>[]) : null;
  const preencher = (
    origem: Record<string, unknown>,
    nomes: string[],
    porNome: Map<string, Placeholder>,
    exemplos: Record<string, string | number>,
    extras: Record<string, unknown> = {},
  ) => {
    const saida = { ...origem };
    for (const nome of nomes) {
      if (!vazio(saida[nome])) continue;
      const valor = extras[nome] ?? valorDeExemplo(porNome.get(nome), nome, exemplos, chaves, agora);
      if (valor !== undefined) saida[nome] = valor;
    }
    return saida;
  };
  const omitir = (origem: Record<string, unknown>, nomes: string[]) => Object.fromEntries(Object.entries(origem).filter(([nome]) => !nomes.includes(nome)));
  const bruto = itens ? centavos(itens.reduce((s, i) => s + (Number(i.valorTotal) || 0), 0)) : undefined;
  const preenchidos = preencher(registro, opcionais.cabecalho, cabecalho, EXEMPLOS, bruto === undefined ? {} : { valorBruto: bruto });
  const vazios = omitir(registro, opcionais.cabecalho);
  if (itens) {
    preenchidos.itens = itens.map((item) => preencher(item, opcionais.itens, deItens, EXEMPLOS_ITEM));
    vazios.itens = itens.map((item) => omitir(item, opcionais.itens));
  }
  return { preenchidos, vazios };
}

/** The ERP → cloud type whose identifier a placeholder names (clienteIdentificador → customers). */
export function tipoDaChave(placeholder: string): string | undefined {
  return Object.values(TIPOS_DADOS_POR_TIPO).find(
    (t) => t.direcao === 'erpParaNuvem' && t.campos[0]?.nome === placeholder && t.tipo !== 'configuracaoDadosProdutoImagem',
  )?.tipo;
}

import { TIPOS_DADOS_POR_TIPO } from './dados';
import { REGISTROS_APP, type TipoRegistroApp } from './registros';
import { enviadoPeloAplicativo, type Placeholder } from './types';

/**
 * A complete phone record of each type with made-up keys (C001, V01, P0001), for tests of the
 * catalogue's shape and of inserts written by hand against a known fixture. The page's insert test
 * never binds it: its records come from the phones or from the synced catalogue (exemplos.ts), since
 * made-up keys fail on an ERP's integer or foreign keys with a misleading error.
 */
const EXEMPLOS: Record<string, string | number> = {
  clienteIdentificador: 'C001',
  usuarioIdentificador: 'V01',
  tipoOperacaoPedidoIdentificador: '1',
  formaPagamentoIdentificador: '1',
  condicaoPagamentoIdentificador: '1',
  tabelaPrecoIdentificador: '1',
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
  valorBruto: 100,
  valorDescontoItens: 0,
  valorDesconto: 10,
  percDesconto: 10,
  valorTotal: 90,
};

/** Two items worth 50 each (the header's gross value of 100). */
const EXEMPLOS_ITEM: Record<string, string | number> = {
  produtoIdentificador: 'P0001',
  servicoIdentificador: 'S001',
  tipoItem: 'P',
  descricao: 'Item de teste do gerenciador',
  observacao: '',
  valorUnitarioVenda: 25,
  valorDesconto: 0,
  percDesconto: 0,
  quantidade: 2,
  valorTotal: 50,
};

const dataHora = (agora: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${agora.getFullYear()}-${p(agora.getMonth() + 1)}-${p(agora.getDate())} ${p(agora.getHours())}:${p(agora.getMinutes())}:${p(agora.getSeconds())}`;
};

function preencher(
  placeholders: Placeholder[],
  exemplos: Record<string, string | number>,
  chaves: Record<string, string>,
  agora: Date,
  excluidos: string[],
): Record<string, unknown> {
  const valores: Record<string, unknown> = {};
  for (const p of placeholders.filter((x) => enviadoPeloAplicativo(x) && !excluidos.includes(x.nome))) {
    const valor = chaves[p.nome] ?? exemplos[p.nome] ?? (p.tipo === 'dataHora' || p.tipo === 'data' ? dataHora(agora) : undefined);
    if (valor !== undefined) valores[p.nome] = valor;
  }
  return valores;
}

/** A phone record of `tipo` with every field filled; `chaves` replaces the made-up keys. */
export function registroDeExemplo(tipo: TipoRegistroApp, chaves: Record<string, string> = {}, agora = new Date()): Record<string, unknown> {
  const def = TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo].insert];
  const grupo = (chave: 'insert' | 'insertItens') => def?.inserts.find((g) => g.chave === chave)?.placeholders ?? [];
  const semServidor = ['uuid', 'dataSincronizacao', REGISTROS_APP[tipo].chave];
  const registro = preencher(grupo('insert'), EXEMPLOS, chaves, agora, semServidor);
  if (grupo('insertItens').length) {
    const item = preencher(grupo('insertItens'), EXEMPLOS_ITEM, chaves, agora, [REGISTROS_APP[tipo].chave]);
    registro.itens = [item, { ...item }];
  }
  return registro;
}

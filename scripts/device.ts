/**
 * A phone on the command line: activates against a branch, logs a seller in, pulls synced data and
 * posts customers, orders and service orders through the device API. The class is what tests and
 * benchmarks drive; the CLI keeps the token between calls in a small state file. Its commands and
 * options are USO below (`npm run device -- --ajuda`) and server/mobile/README.md.
 *
 * Activating again sends the saved token, so the server refreshes this same device; --novo leaves it
 * out (the server then sees a new device, which needs a free seat). Until a seller logs in on the
 * device, `puxar` and `configuracao` get no branch data (server/mobile/README.md).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { erroDeArgumentos } from '../common/text/argumentos';

export interface RespostaApi<T = Record<string, unknown>> {
  status: number;
  corpo: T;
}

export interface PaginaDados {
  tipo: string;
  reiniciar: boolean;
  temMais: boolean;
  proximo: string;
  registros: { identificador: string; removido: boolean; dados?: Record<string, unknown> }[];
}

export type RotaRegistro = 'clientes' | 'pedidos' | 'ordens-servico';

export interface AtivacaoTelefone {
  identificadorApp: string;
  uuid?: string;
  dispositivo?: string;
  plataforma?: string;
  versaoApp?: string;
}

/**
 * One simulated phone: its server, its token (device, then seller after login) and its uuid. Every
 * call sends the token it holds, the activation included: that is how a phone refreshes its own
 * device instead of becoming a new one.
 */
export class TelefoneSimulado {
  constructor(
    readonly servidor: string,
    public token?: string,
    public uuid: string = randomUUID(),
  ) {}

  async chamar<T = Record<string, unknown>>(metodo: string, caminho: string, corpo?: unknown, opcoes: { corpoBruto?: string } = {}): Promise<RespostaApi<T>> {
    const enviar = () =>
      fetch(`${this.servidor.replace(/\/$/, '')}/api/v1/mobile${caminho}`, {
        method: metodo,
        headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
        body: opcoes.corpoBruto ?? (corpo === undefined ? undefined : JSON.stringify(corpo)),
      });
    // A kept-alive connection the server closed meanwhile fails at once: send again, as the app does
    // (every call of the API may be repeated: posts are idempotent by uuid).
    const resposta = await enviar().catch((erro: Error & { cause?: { code?: string } }) => {
      if (['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(erro.cause?.code ?? '')) return enviar();
      throw erro;
    });
    const texto = await resposta.text();
    let json: unknown;
    try {
      json = JSON.parse(texto);
    } catch {
      json = { erro: texto };
    }
    return { status: resposta.status, corpo: json as T };
  }

  async ativar(dados: AtivacaoTelefone): Promise<RespostaApi> {
    if (dados.uuid) this.uuid = dados.uuid;
    const informados = Object.fromEntries(Object.entries(dados).filter(([, v]) => v !== undefined));
    const r = await this.chamar('POST', '/ativacao', { dispositivo: 'Simulador', plataforma: 'Android', versaoApp: '1.0.0', ...informados, uuid: this.uuid });
    if (r.status === 200) this.token = String(r.corpo.token);
    return r;
  }

  async login(login: string, senha: string): Promise<RespostaApi> {
    const r = await this.chamar('POST', '/login', { login, senha });
    if (r.status === 200) this.token = String(r.corpo.token);
    return r;
  }

  puxar(tipo: string, desde?: string | null, limite?: number): Promise<RespostaApi<PaginaDados>> {
    const query = new URLSearchParams();
    if (desde) query.set('desde', desde);
    if (limite) query.set('limite', String(limite));
    const qs = query.toString();
    return this.chamar<PaginaDados>('GET', `/dados/${encodeURIComponent(tipo)}${qs ? `?${qs}` : ''}`);
  }

  /** Pulls every page after the cursor into a local copy, as the app would (removals delete, reiniciar clears). */
  async puxarTudo(tipo: string, copia = new Map<string, Record<string, unknown>>(), desde: string | null = null, limite?: number) {
    let cursor = desde;
    let paginas = 0;
    for (;;) {
      const r = await this.puxar(tipo, cursor, limite);
      if (r.status !== 200) throw new Error(`puxar ${tipo}: ${r.status} ${JSON.stringify(r.corpo)}`);
      paginas += 1;
      if (r.corpo.reiniciar) copia.clear();
      for (const reg of r.corpo.registros) {
        if (reg.removido) copia.delete(reg.identificador);
        else copia.set(reg.identificador, reg.dados ?? {});
      }
      cursor = r.corpo.proximo;
      if (!r.corpo.temMais) return { copia, cursor, paginas };
    }
  }

  postar(rota: RotaRegistro, registro: Record<string, unknown>): Promise<RespostaApi> {
    return this.chamar('POST', `/${rota}`, registro);
  }

  situacao(rota: RotaRegistro, uuid: string): Promise<RespostaApi> {
    return this.chamar('GET', `/${rota}/${encodeURIComponent(uuid)}`);
  }

  configuracao(): Promise<RespostaApi> {
    return this.chamar('GET', '/configuracao');
  }
}

/** An item as the app sends it: product, quantity, unit price and, when given, the discount in value. */
export interface ItemPedido {
  produtoIdentificador: string;
  quantidade: number;
  valorUnitarioVenda: number;
  valorDesconto?: number;
}

const centavos = (n: number) => Math.round(n * 100) / 100;

/**
 * An order as the app builds it: each item's total is quantity × price less its discount, the gross
 * value their sum; `extra.valorDesconto` (the order's own discount) comes off the total.
 */
export function montarPedido(clienteIdentificador: string, itens: ItemPedido[], extra: Record<string, unknown> = {}) {
  const linhas = itens.map((i) => ({ ...i, valorTotal: centavos(i.quantidade * i.valorUnitarioVenda - (i.valorDesconto ?? 0)) }));
  const bruto = centavos(linhas.reduce((s, i) => s + i.valorTotal, 0));
  const desconto = Number(extra.valorDesconto ?? 0);
  return {
    uuid: randomUUID(),
    clienteIdentificador,
    dataPedido: new Date().toISOString().slice(0, 19),
    valorBruto: bruto,
    valorTotal: centavos(bruto - desconto),
    itens: linhas,
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------
// CLI

/** Where the state file goes when neither --estado nor DEVICE_STATE says. */
const ESTADO_PADRAO = join(tmpdir(), 'forcavendas-device.json');

/** The command line's help: what `--ajuda` prints, and a wrong command or option. */
export const USO = `Simulador de aparelho (API dos celulares)

uso: npm run device -- <comando> [opções]

comandos:
  ativar        ativa o aparelho na filial: --servidor URL --identificador ID_DO_APP
                [--uuid U] [--modelo M] [--plataforma P] [--versao V] [--novo]
  login         entra com um vendedor: --login LOGIN --senha SENHA
  puxar         lê os dados de um tipo: --tipo produto|cliente|usuario|tabela_preco|…
                [--desde CURSOR] [--tudo]
  pedido        envia um pedido: --cliente CLIENTE --item PRODUTO:QUANTIDADE:VALOR[:DESCONTO]
                (repita --item; DESCONTO é o desconto do item em valor) [--desconto VALOR]
                [--uuid U] [--condicao C] [--tabela T] [--operacao O] [--forma F]
  cliente       envia um cliente: --nome NOME --tipo-pessoa F|J --doc CPF_OU_CNPJ
                [--telefone T] [--email E] [--uuid U]
  situacao      mostra a situação de um registro enviado: --uuid U [--rota pedidos|clientes|ordens-servico]
  configuracao  mostra a configuração que o aparelho recebe

opções de todos os comandos:
  --servidor URL     endereço do servidor (guardado no arquivo de estado depois da ativação)
  --estado ARQUIVO   arquivo de estado (servidor, token e uuid do aparelho entre um comando e outro);
                     padrão: a variável DEVICE_STATE ou ${ESTADO_PADRAO}
  --json             mostra só o corpo JSON das respostas
  -h, --help, --ajuda  mostra esta ajuda

Exemplo:
  npm run device -- ativar --servidor http://localhost:3000 --identificador ABC123
  npm run device -- login --login joao --senha segredo
  npm run device -- pedido --cliente C1 --item P1:2:10.50:1.50 --item P2:1:3`;

interface Estado {
  servidor: string;
  token?: string;
  uuid: string;
}

const arquivoEstado = (valor?: string) => valor ?? process.env.DEVICE_STATE ?? ESTADO_PADRAO;

function lerEstado(arquivo: string): Estado | null {
  return existsSync(arquivo) ? (JSON.parse(readFileSync(arquivo, 'utf8')) as Estado) : null;
}

const numero = (texto: string) => (texto.trim() === '' ? Number.NaN : Number(texto));

/** PRODUTO:QUANTIDADE:VALOR[:DESCONTO] → an item; anything else says how to write it. */
export function item(texto: string): ItemPedido {
  const [produtoIdentificador, quantidade, valor, desconto, ...resto] = texto.split(':');
  const invalido = () => new Error(`item inválido "${texto}": use PRODUTO:QUANTIDADE:VALOR ou PRODUTO:QUANTIDADE:VALOR:DESCONTO`);
  if (!produtoIdentificador || resto.length || !(numero(quantidade ?? '') > 0) || !(numero(valor ?? '') >= 0)) throw invalido();
  if (desconto !== undefined && !(numero(desconto) >= 0)) throw invalido();
  return {
    produtoIdentificador,
    quantidade: Number(quantidade),
    valorUnitarioVenda: Number(valor),
    ...(desconto === undefined ? {} : { valorDesconto: Number(desconto) }),
  };
}

/** What the command line asked: help, a mistake (with its reason) or a command with its options. */
function lerArgumentos(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      estado: { type: 'string' },
      json: { type: 'boolean' },
      servidor: { type: 'string' },
      identificador: { type: 'string' },
      uuid: { type: 'string' },
      modelo: { type: 'string' },
      plataforma: { type: 'string' },
      versao: { type: 'string' },
      login: { type: 'string' },
      senha: { type: 'string' },
      novo: { type: 'boolean' },
      tipo: { type: 'string' },
      desde: { type: 'string' },
      tudo: { type: 'boolean' },
      cliente: { type: 'string' },
      item: { type: 'string', multiple: true },
      desconto: { type: 'string' },
      condicao: { type: 'string' },
      tabela: { type: 'string' },
      operacao: { type: 'string' },
      forma: { type: 'string' },
      nome: { type: 'string' },
      'tipo-pessoa': { type: 'string' },
      doc: { type: 'string' },
      telefone: { type: 'string' },
      email: { type: 'string' },
      rota: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      ajuda: { type: 'boolean' },
    },
  });
}

const COMANDOS = ['ativar', 'login', 'puxar', 'pedido', 'cliente', 'situacao', 'configuracao'];

/** Runs one command; the exit code: 0 done, 1 refused by the server or a wrong value, 2 a wrong command line. */
export async function principal(argv: string[]): Promise<number> {
  let lidos: ReturnType<typeof lerArgumentos>;
  try {
    lidos = lerArgumentos(argv);
  } catch (erro) {
    console.error(`Erro: ${erroDeArgumentos(erro)}\n\n${USO}`);
    return 2;
  }
  const { positionals, values } = lidos;
  if (values.help || values.ajuda) {
    console.log(USO);
    return 0;
  }
  const comando = positionals[0];
  if (!comando || !COMANDOS.includes(comando) || positionals.length > 1) {
    console.error(`${comando ? `Comando desconhecido: ${positionals.join(' ')}` : 'Informe um comando.'}\n\n${USO}`);
    return 2;
  }
  const arquivo = arquivoEstado(values.estado);
  const estado = lerEstado(arquivo);
  const servidor = values.servidor ?? estado?.servidor;
  if (!servidor) {
    console.error(`Informe --servidor URL (nenhum servidor guardado em ${arquivo}).\n\n${USO}`);
    return 2;
  }
  const telefone = new TelefoneSimulado(servidor, estado?.token, values.uuid ?? estado?.uuid);
  const salvar = () => {
    writeFileSync(arquivo, JSON.stringify({ servidor, token: telefone.token, uuid: telefone.uuid } satisfies Estado, null, 2), { mode: 0o600 });
    // On stderr: --json keeps stdout to the answer alone.
    console.error(`Estado do aparelho salvo em ${arquivo} (escolha outro com --estado).`);
  };
  const mostrar = (r: RespostaApi<unknown>) => {
    console.log(values.json ? JSON.stringify(r.corpo) : `${r.status} ${JSON.stringify(r.corpo, null, 2)}`);
    return r.status >= 200 && r.status < 300 ? 0 : 1;
  };

  switch (comando) {
    case 'ativar': {
      if (!values.identificador) throw new Error('informe --identificador (o Identificador do App da filial)');
      if (values.novo) telefone.token = undefined;
      const r = await telefone.ativar({
        identificadorApp: values.identificador,
        dispositivo: values.modelo,
        plataforma: values.plataforma,
        versaoApp: values.versao,
      });
      salvar();
      return mostrar(r);
    }
    case 'login': {
      const r = await telefone.login(values.login ?? '', values.senha ?? '');
      salvar();
      return mostrar(r);
    }
    case 'puxar': {
      if (!values.tipo) throw new Error('informe --tipo (produto, cliente, usuario, tabela_preco, ...)');
      if (!values.tudo) return mostrar(await telefone.puxar(values.tipo, values.desde));
      const { copia, cursor, paginas } = await telefone.puxarTudo(values.tipo, new Map(), values.desde ?? null);
      console.log(JSON.stringify({ registros: copia.size, paginas, proximo: cursor }));
      return 0;
    }
    case 'pedido': {
      if (!values.cliente || !values.item?.length) throw new Error('informe --cliente e ao menos um --item PRODUTO:QUANTIDADE:VALOR[:DESCONTO]');
      if (values.desconto !== undefined && !(numero(values.desconto) >= 0))
        throw new Error(`desconto inválido "${values.desconto}": informe o desconto do pedido em valor (ex.: 5.50)`);
      const extra = Object.fromEntries(
        Object.entries({
          uuid: values.uuid,
          condicaoPagamentoIdentificador: values.condicao,
          tabelaPrecoIdentificador: values.tabela,
          tipoOperacaoPedidoIdentificador: values.operacao,
          formaPagamentoIdentificador: values.forma,
          valorDesconto: values.desconto === undefined ? undefined : Number(values.desconto),
        }).filter(([, v]) => v !== undefined),
      );
      return mostrar(await telefone.postar('pedidos', montarPedido(values.cliente, values.item.map(item), extra)));
    }
    case 'cliente':
      return mostrar(
        await telefone.postar('clientes', {
          uuid: values.uuid ?? randomUUID(),
          nome: values.nome,
          tipoPessoa: values['tipo-pessoa'],
          docFederal: values.doc,
          telefone: values.telefone,
          email: values.email,
        }),
      );
    case 'situacao':
      return mostrar(await telefone.situacao((values.rota ?? 'pedidos') as RotaRegistro, values.uuid ?? ''));
    default:
      return mostrar(await telefone.configuracao());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  principal(process.argv.slice(2)).then(
    (codigo) => process.exit(codigo),
    (erro: Error) => {
      console.error(`Erro: ${erro.message}`);
      process.exit(1);
    },
  );
}

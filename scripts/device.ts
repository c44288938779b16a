/**
 * A phone on the command line: activates against a branch, logs a seller in, pulls synced data and
 * posts customers, orders and service orders through the device API. The class is what tests and
 * benchmarks drive; the CLI keeps the token between calls in a small state file.
 *
 *   npm run device -- ativar --servidor http://localhost:3000 --identificador ABC123 [--uuid U] [--plataforma Android] [--novo]
 *   npm run device -- login --login joao --senha segredo
 *   npm run device -- puxar --tipo produto [--desde CURSOR] [--tudo]
 *   npm run device -- pedido --cliente C1 --item P1:2:10.50 [--item P2:1:3] [--uuid U] [--condicao CP] [--tabela TP]
 *   npm run device -- cliente --nome "Maria" --tipo-pessoa F --doc 12345678909 [--telefone 11987654321]
 *   npm run device -- situacao --rota pedidos --uuid U
 *   npm run device -- configuracao
 * Options for every command: --estado FILE (default: $DEVICE_STATE or the temp dir), --json (raw answers).
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
  constructor(readonly servidor: string, public token?: string, public uuid: string = randomUUID()) {}

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

/** An order as the app builds it: items PROD:QTD:VALOR at the given unit price, totals computed. */
export function montarPedido(clienteIdentificador: string, itens: { produtoIdentificador: string; quantidade: number; valorUnitarioVenda: number }[], extra: Record<string, unknown> = {}) {
  const linhas = itens.map((i) => ({ ...i, valorTotal: Math.round(i.quantidade * i.valorUnitarioVenda * 100) / 100 }));
  const total = linhas.reduce((s, i) => s + i.valorTotal, 0);
  return {
    uuid: randomUUID(),
    clienteIdentificador,
    dataPedido: new Date().toISOString().slice(0, 19),
    valorBruto: total,
    valorTotal: total,
    itens: linhas,
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------
// CLI

interface Estado {
  servidor: string;
  token?: string;
  uuid: string;
}

const arquivoEstado = (valor?: string) => valor ?? process.env.DEVICE_STATE ?? join(tmpdir(), 'forcavendas-device.json');

function lerEstado(arquivo: string): Estado | null {
  return existsSync(arquivo) ? (JSON.parse(readFileSync(arquivo, 'utf8')) as Estado) : null;
}

function item(texto: string) {
  const [produtoIdentificador, quantidade, valor] = texto.split(':');
  if (!produtoIdentificador || !Number(quantidade) || valor === undefined || Number.isNaN(Number(valor))) throw new Error(`item inválido "${texto}": use PRODUTO:QUANTIDADE:VALOR`);
  return { produtoIdentificador, quantidade: Number(quantidade), valorUnitarioVenda: Number(valor) };
}

async function principal(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      estado: { type: 'string' }, json: { type: 'boolean' }, servidor: { type: 'string' }, identificador: { type: 'string' }, uuid: { type: 'string' },
      modelo: { type: 'string' }, plataforma: { type: 'string' }, versao: { type: 'string' }, login: { type: 'string' }, senha: { type: 'string' }, novo: { type: 'boolean' },
      tipo: { type: 'string' }, desde: { type: 'string' }, tudo: { type: 'boolean' }, cliente: { type: 'string' }, item: { type: 'string', multiple: true },
      condicao: { type: 'string' }, tabela: { type: 'string' }, operacao: { type: 'string' }, forma: { type: 'string' }, nome: { type: 'string' },
      'tipo-pessoa': { type: 'string' }, doc: { type: 'string' }, telefone: { type: 'string' }, email: { type: 'string' }, rota: { type: 'string' },
    },
  });
  const comando = positionals[0];
  const arquivo = arquivoEstado(values.estado);
  const estado = lerEstado(arquivo);
  const servidor = values.servidor ?? estado?.servidor;
  if (!comando || !servidor) {
    console.error('Uso: npm run device -- <ativar|login|puxar|pedido|cliente|situacao|configuracao> --servidor URL [opções] (veja scripts/device.ts)');
    return 2;
  }
  const telefone = new TelefoneSimulado(servidor, estado?.token, values.uuid ?? estado?.uuid);
  const salvar = () => writeFileSync(arquivo, JSON.stringify({ servidor, token: telefone.token, uuid: telefone.uuid } satisfies Estado, null, 2), { mode: 0o600 });
  const mostrar = (r: RespostaApi<unknown>) => {
    console.log(values.json ? JSON.stringify(r.corpo) : `${r.status} ${JSON.stringify(r.corpo, null, 2)}`);
    return r.status >= 200 && r.status < 300 ? 0 : 1;
  };

  switch (comando) {
    case 'ativar': {
      if (!values.identificador) throw new Error('informe --identificador (o Identificador do App da filial)');
      if (values.novo) telefone.token = undefined;
      const r = await telefone.ativar({ identificadorApp: values.identificador, dispositivo: values.modelo, plataforma: values.plataforma, versaoApp: values.versao });
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
      if (!values.cliente || !values.item?.length) throw new Error('informe --cliente e ao menos um --item PRODUTO:QUANTIDADE:VALOR');
      const extra = Object.fromEntries(
        Object.entries({ uuid: values.uuid, condicaoPagamentoIdentificador: values.condicao, tabelaPrecoIdentificador: values.tabela, tipoOperacaoPedidoIdentificador: values.operacao, formaPagamentoIdentificador: values.forma })
          .filter(([, v]) => v !== undefined),
      );
      return mostrar(await telefone.postar('pedidos', montarPedido(values.cliente, values.item.map(item), extra)));
    }
    case 'cliente':
      return mostrar(await telefone.postar('clientes', {
        uuid: values.uuid ?? randomUUID(), nome: values.nome, tipoPessoa: values['tipo-pessoa'], docFederal: values.doc, telefone: values.telefone, email: values.email,
      }));
    case 'situacao':
      return mostrar(await telefone.situacao((values.rota ?? 'pedidos') as RotaRegistro, values.uuid ?? ''));
    case 'configuracao':
      return mostrar(await telefone.configuracao());
    default:
      console.error(`Comando desconhecido: ${comando}`);
      return 2;
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

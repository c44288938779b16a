import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import {
  EVENTOS,
  HEARTBEAT_MS,
  MAX_BYTES_MENSAGEM,
  MAX_BYTES_POR_TIPO,
  SEM_RESPOSTA_MS,
  VERIFICACAO_MS,
  VigiaLink,
  WS_PATH,
  lerDoServidor,
  lerResposta,
  prepararPayload,
  type EventoComResposta,
  type Mensagem,
  type MensagemDoServidor,
  type NomeMensagem,
  type PayloadDe,
  type RespostaDe,
  type RespostaRecebida,
} from '../common/protocolo';
import { explicarFalhaRede, explicarRecusaProxy } from './rede/falhas';
import { Rede } from './rede/rede';

/** A command of the server, checked against its definition. */
export type ComandoRecebido = Exclude<MensagemDoServidor, RespostaRecebida>;
export type TratadorComando = (comando: ComandoRecebido) => Promise<unknown>;

interface Espera {
  resolve: (valor: unknown) => void;
  reject: (erro: Error) => void;
  timer: NodeJS.Timeout;
  tipo: EventoComResposta;
}

/** A message that would be refused is not sent: the caller learns why at once. */
export class ErroMensagem extends Error {}

const bytesDe = (texto: string) => Buffer.byteLength(texto);

export class ErroDesconectado extends Error {
  constructor() {
    super('Sem conexão com o servidor.');
  }
}

/**
 * The agent's outbound WebSocket to the hub: authenticates with the branch token, says hello, beats
 * every HEARTBEAT_MS, answers the server's commands through `tratar`, sends its own requests with
 * a timeout, pings the server and drops a link that went silent (vigiar), and reconnects with
 * exponential backoff (1 s doubling to 30 s, with jitter). Both
 * ways every message is checked against the protocol's definitions (common/protocolo): a command
 * off its definition is answered with the reason and the agent goes on.
 * Emits 'conectado' after each hello, 'desconectado' when the socket closes and 'recusada' with
 * the reason of a message from the server it did not take.
 */
export class ConexaoHub extends EventEmitter {
  private socket: WebSocket | null = null;
  private esperas = new Map<string, Espera>();
  private batida: NodeJS.Timeout | null = null;
  private relogio: NodeJS.Timeout | null = null;
  private religar: NodeJS.Timeout | null = null;
  private tentativas = 0;
  private encerrada = false;

  constructor(
    private servidor: string,
    private token: string,
    private hello: () => PayloadDe<'hello'>,
    private tratar: TratadorComando,
    /** The proxy and certificates of the agent's connections (agent/rede). */
    private rede: Rede = Rede.direta(),
  ) {
    super();
  }

  get conectada(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  iniciar(): void {
    this.encerrada = false;
    this.abrir();
  }

  private abrir(): void {
    const url = new URL(WS_PATH, this.servidor.replace(/^http/, 'ws'));
    const proxy = this.rede.proxyDe(url);
    const socket = new WebSocket(url, {
      headers: { authorization: `Bearer ${this.token}` },
      handshakeTimeout: 10_000,
      maxPayload: MAX_BYTES_MENSAGEM,
      ...this.rede.opcoes(url),
    });
    this.socket = socket;
    socket.on('open', () => {
      this.tentativas = 0;
      this.enviar({ id: randomUUID(), type: EVENTOS.hello, payload: this.hello() satisfies PayloadDe<'hello'> });
      this.batida = setInterval(() => this.enviar({ id: randomUUID(), type: EVENTOS.heartbeat }), HEARTBEAT_MS);
      const vigia = new VigiaLink();
      socket.on('pong', () => vigia.sinal());
      socket.on('ping', () => vigia.sinal());
      socket.on('message', () => vigia.sinal());
      this.relogio = setInterval(() => this.vigiar(socket, vigia), VERIFICACAO_MS);
      this.emit('conectado');
    });
    socket.on('message', (dados) => {
      const bruto = Array.isArray(dados) ? Buffer.concat(dados) : Buffer.isBuffer(dados) ? dados : Buffer.from(dados);
      this.receber(bruto.toString('utf8'), bruto.length);
    });
    let recusada = false;
    socket.on('error', (erro) => {
      if (!recusada) this.emit('falha', new Error(explicarFalhaRede(erro, proxy)));
    });
    // A refused connection (token unknown, branch inactive): the hub says why in its JSON body; a
    // proxy's refusal (407: its password) is said as such.
    socket.on('unexpected-response', (_pedido, resposta) => {
      let corpo = '';
      resposta.setEncoding('utf8');
      resposta.on('data', (parte: string) => (corpo += parte.slice(0, 2000)));
      resposta.on('end', () => {
        let motivo = `o servidor recusou a conexão (HTTP ${resposta.statusCode})`;
        let doServidor = false;
        try {
          const erro = (JSON.parse(corpo) as { erro?: unknown }).erro;
          if (typeof erro === 'string' && erro) [motivo, doServidor] = [erro, true];
        } catch {
          // not JSON: the status says enough
        }
        motivo = explicarRecusaProxy(resposta.statusCode ?? 0, proxy, doServidor) ?? motivo;
        recusada = true;
        this.emit('falha', new Error(motivo));
        socket.terminate();
      });
    });
    socket.on('close', (codigo) => {
      if (this.batida) clearInterval(this.batida);
      if (this.relogio) clearInterval(this.relogio);
      this.batida = null;
      this.relogio = null;
      for (const espera of this.esperas.values()) {
        clearTimeout(espera.timer);
        espera.reject(new ErroDesconectado());
      }
      this.esperas.clear();
      if (this.socket === socket) this.socket = null;
      this.emit('desconectado', codigo);
      if (!this.encerrada) this.agendarReconexao();
    });
  }

  /**
   * The server is pinged every PING_MS; silent for SEM_RESPOSTA_MS (the link cut without a close, a
   * proxy that stopped forwarding), the socket is dropped and the agent reconnects with its backoff.
   */
  private vigiar(socket: WebSocket, vigia: VigiaLink): void {
    const passo = vigia.passo();
    if (passo === 'ping') socket.ping();
    else if (passo === 'encerrar') {
      this.emit('falha', new Error(`o servidor não responde há ${Math.round(vigia.silencio() / 1000)} s (limite ${SEM_RESPOSTA_MS / 1000} s); reconectando`));
      socket.terminate();
    }
  }

  private agendarReconexao(): void {
    const base = Math.min(30_000, 1000 * 2 ** this.tentativas++);
    this.religar = setTimeout(() => this.abrir(), base / 2 + Math.random() * (base / 2));
  }

  private receber(texto: string, bytes: number): void {
    let leitura: ReturnType<typeof lerDoServidor>;
    try {
      leitura = lerDoServidor(texto, bytes);
    } catch {
      leitura = { ok: false, motivo: 'a mensagem não pôde ser lida' };
    }
    if (!leitura.ok) {
      this.emit('recusada', leitura.motivo);
      // A command we can name gets its answer: the server's user reads why, and nothing ran.
      if (leitura.id && leitura.type !== EVENTOS.resposta) this.responder(leitura.id, null, `O gerenciador recusou o comando: ${leitura.motivo}.`);
      return;
    }
    const mensagem = leitura.mensagem;
    if (mensagem.type === EVENTOS.resposta) {
      const espera = this.esperas.get(mensagem.id);
      if (!espera) return;
      this.esperas.delete(mensagem.id);
      clearTimeout(espera.timer);
      if (mensagem.erro) return espera.reject(new Error(mensagem.erro));
      const resposta = lerResposta(espera.tipo, mensagem.payload);
      if (resposta.ok) return espera.resolve(resposta.resposta);
      this.emit('recusada', resposta.motivo);
      return espera.reject(new Error(`O servidor respondeu num formato inesperado (${resposta.motivo}).`));
    }
    void this.tratar(mensagem).then(
      (payload) => this.responder(mensagem.id, payload, undefined, mensagem.type),
      (erro: Error) => this.responder(mensagem.id, null, erro.message),
    );
  }

  /**
   * Answers a command. An answer the server would refuse (off the command's definition, or past the
   * byte bound, such as a discovery of a huge catalogue) goes as an error saying why instead, so the
   * socket is never closed over it.
   */
  private responder(id: string, payload: unknown, erro?: string, tipo?: NomeMensagem): void {
    if (erro === undefined && tipo) {
      const conferida = lerResposta(tipo, payload);
      if (!conferida.ok) return this.responder(id, null, `A resposta do gerenciador não segue o protocolo (${conferida.motivo}).`);
    }
    const texto = JSON.stringify({ id, type: EVENTOS.resposta, payload, ...(erro === undefined ? {} : { erro }) } satisfies Mensagem);
    if (bytesDe(texto) > MAX_BYTES_MENSAGEM)
      return this.responder(id, null, `A resposta do gerenciador é grande demais (${bytesDe(texto)} bytes; máximo ${MAX_BYTES_MENSAGEM}).`);
    this.enviarTexto(texto);
  }

  private enviarTexto(texto: string): boolean {
    if (!this.conectada) return false;
    this.socket!.send(texto);
    return true;
  }

  private enviar(mensagem: Mensagem): boolean {
    return this.enviarTexto(JSON.stringify(mensagem));
  }

  /**
   * A request to the server, checked against its definition before it leaves (free texts cut to
   * their bound), and its answer checked when it comes; rejects when the message would be refused,
   * when the connection drops or when the answer takes too long.
   */
  pedir<K extends EventoComResposta>(type: K, payload: PayloadDe<K>, timeoutMs = 60_000): Promise<RespostaDe<K>> {
    const id = randomUUID();
    return new Promise<RespostaDe<K>>((resolve, reject) => {
      if (!this.conectada) return reject(new ErroDesconectado());
      const preparado = prepararPayload(type, payload);
      if (!preparado.ok) return reject(new ErroMensagem(`Mensagem não enviada ao servidor: ${preparado.motivo}.`));
      const texto = JSON.stringify({ id, type, payload: preparado.payload } satisfies Mensagem);
      const maximo = MAX_BYTES_POR_TIPO[type] ?? MAX_BYTES_MENSAGEM;
      if (bytesDe(texto) > maximo)
        return reject(new ErroMensagem(`Mensagem não enviada ao servidor: ${type} grande demais (${bytesDe(texto)} bytes; máximo ${maximo}).`));
      const timer = setTimeout(() => {
        this.esperas.delete(id);
        reject(new Error('O servidor não respondeu a tempo.'));
      }, timeoutMs);
      this.esperas.set(id, { resolve: resolve as (v: unknown) => void, reject, timer, tipo: type });
      this.enviarTexto(texto);
    });
  }

  /** Closes for good (no reconnection). */
  encerrar(): void {
    this.encerrada = true;
    if (this.religar) clearTimeout(this.religar);
    this.socket?.close(1000, 'encerrado');
  }

  /** Drops the socket and connects again at once (restart requested by the server). */
  reconectar(): void {
    this.tentativas = 0;
    this.socket?.close(1012, 'reiniciando');
  }
}

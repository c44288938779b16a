import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import { EVENTOS, HEARTBEAT_MS, WS_PATH, type Mensagem } from '../common/protocolo';

export type TratadorComando = (type: string, payload: unknown) => Promise<unknown>;

interface Espera {
  resolve: (valor: unknown) => void;
  reject: (erro: Error) => void;
  timer: NodeJS.Timeout;
}

export class ErroDesconectado extends Error {
  constructor() {
    super('Sem conexão com o servidor.');
  }
}

/**
 * The agent's outbound WebSocket to the hub: authenticates with the branch token, says hello, beats
 * every HEARTBEAT_MS, answers the server's commands through `tratar`, sends its own requests with
 * a timeout, and reconnects with exponential backoff (1 s doubling to 30 s, with jitter).
 * Emits 'conectado' after each hello and 'desconectado' when the socket closes.
 */
export class ConexaoHub extends EventEmitter {
  private socket: WebSocket | null = null;
  private esperas = new Map<string, Espera>();
  private batida: NodeJS.Timeout | null = null;
  private religar: NodeJS.Timeout | null = null;
  private tentativas = 0;
  private encerrada = false;

  constructor(
    private servidor: string,
    private token: string,
    private hello: () => Record<string, unknown>,
    private tratar: TratadorComando,
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
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${this.token}` }, handshakeTimeout: 10_000 });
    this.socket = socket;
    socket.on('open', () => {
      this.tentativas = 0;
      this.enviar({ id: randomUUID(), type: EVENTOS.hello, payload: this.hello() });
      this.batida = setInterval(() => this.enviar({ id: randomUUID(), type: EVENTOS.heartbeat }), HEARTBEAT_MS);
      this.emit('conectado');
    });
    socket.on('message', (dados) => this.receber(String(dados)));
    let recusada = false;
    socket.on('error', (erro) => {
      if (!recusada) this.emit('falha', erro);
    });
    // A refused connection (token unknown, branch inactive): the hub says why in its JSON body.
    socket.on('unexpected-response', (_pedido, resposta) => {
      let corpo = '';
      resposta.setEncoding('utf8');
      resposta.on('data', (parte: string) => (corpo += parte.slice(0, 2000)));
      resposta.on('end', () => {
        let motivo = `o servidor recusou a conexão (HTTP ${resposta.statusCode})`;
        try {
          const erro = (JSON.parse(corpo) as { erro?: unknown }).erro;
          if (typeof erro === 'string' && erro) motivo = erro;
        } catch {
          // not JSON: the status says enough
        }
        recusada = true;
        this.emit('falha', new Error(motivo));
        socket.terminate();
      });
    });
    socket.on('close', (codigo) => {
      if (this.batida) clearInterval(this.batida);
      this.batida = null;
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

  private agendarReconexao(): void {
    const base = Math.min(30_000, 1000 * 2 ** this.tentativas++);
    this.religar = setTimeout(() => this.abrir(), base / 2 + Math.random() * (base / 2));
  }

  private receber(texto: string): void {
    let mensagem: Mensagem;
    try {
      mensagem = JSON.parse(texto);
    } catch {
      return;
    }
    if (mensagem.type === EVENTOS.resposta) {
      const espera = this.esperas.get(mensagem.id);
      if (!espera) return;
      this.esperas.delete(mensagem.id);
      clearTimeout(espera.timer);
      return mensagem.erro ? espera.reject(new Error(mensagem.erro)) : espera.resolve(mensagem.payload);
    }
    void this.tratar(mensagem.type, mensagem.payload).then(
      (payload) => this.enviar({ id: mensagem.id, type: EVENTOS.resposta, payload }),
      (erro: Error) => this.enviar({ id: mensagem.id, type: EVENTOS.resposta, payload: null, erro: erro.message }),
    );
  }

  private enviar(mensagem: Mensagem): boolean {
    if (!this.conectada) return false;
    this.socket!.send(JSON.stringify(mensagem));
    return true;
  }

  /** A request to the server; rejects when the connection drops or the answer takes too long. */
  pedir<T>(type: string, payload: unknown, timeoutMs = 60_000): Promise<T> {
    const id = randomUUID();
    return new Promise<T>((resolve, reject) => {
      if (!this.conectada) return reject(new ErroDesconectado());
      const timer = setTimeout(() => {
        this.esperas.delete(id);
        reject(new Error('O servidor não respondeu a tempo.'));
      }, timeoutMs);
      this.esperas.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.enviar({ id, type, payload });
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

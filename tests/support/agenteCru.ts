import { connect } from 'node:net';
import WebSocket from 'ws';
import { WS_PATH, type Mensagem } from '../../common/protocolo';

/**
 * An agent's socket driven by hand (hostile or well-behaved): whatever a test wants to send, the
 * answers it gets, and how the hub closed it.
 */
export class AgenteCru {
  readonly respostas = new Map<string, Mensagem>();
  private esperas = new Map<string, (m: Mensagem) => void>();
  readonly fechado: Promise<{ codigo: number; razao: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (dados) => {
      let m: Mensagem;
      try {
        m = JSON.parse(String(dados)) as Mensagem;
      } catch {
        return;
      }
      if (m.type !== 'resposta') return;
      this.respostas.set(m.id, m);
      this.esperas.get(m.id)?.(m);
      this.esperas.delete(m.id);
    });
    socket.on('error', () => undefined);
    this.fechado = new Promise((resolve) => socket.once('close', (codigo, razao) => resolve({ codigo, razao: String(razao) })));
  }

  static abrir(url: string, token: string): Promise<AgenteCru> {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + WS_PATH, { headers: { authorization: `Bearer ${token}` }, maxPayload: 64 * 1024 * 1024 });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new AgenteCru(socket)));
      socket.once('error', reject);
    });
  }

  get aberto(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  enviar(mensagem: unknown): void {
    this.socket.send(typeof mensagem === 'string' ? mensagem : JSON.stringify(mensagem));
  }

  /** Sends a request and resolves with its answer (or with null if the socket closes first). */
  pedir(type: string, payload: unknown, id = `${type}-${Math.random().toString(36).slice(2)}`): Promise<Mensagem | null> {
    const resposta = new Promise<Mensagem | null>((resolve) => {
      this.esperas.set(id, resolve);
      void this.fechado.then(() => resolve(null));
    });
    this.enviar({ id, type, payload });
    return resposta;
  }

  fechar(): void {
    this.socket.terminate();
  }
}

/**
 * Upgrades a bare TCP connection with the agent's token and writes `quadro` as it is (a frame that
 * the ws library would never send, such as text with invalid UTF-8); resolves with the bytes the
 * server sent after the upgrade once it closed the connection.
 */
export function quadroCru(url: string, token: string, quadro: Buffer): Promise<{ aberto: boolean; depois: Buffer }> {
  const alvo = new URL(url);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(alvo.port), alvo.hostname);
    let aberto = false;
    let depois = Buffer.alloc(0);
    sock.on('connect', () => {
      sock.write(
        `GET ${WS_PATH} HTTP/1.1\r\nHost: ${alvo.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
    });
    let cabecalho = Buffer.alloc(0);
    sock.on('data', (d: Buffer) => {
      if (aberto) return void (depois = Buffer.concat([depois, d]));
      cabecalho = Buffer.concat([cabecalho, d]);
      const fim = cabecalho.indexOf('\r\n\r\n');
      if (fim < 0) return;
      aberto = cabecalho.subarray(0, 12).toString('latin1') === 'HTTP/1.1 101';
      depois = cabecalho.subarray(fim + 4);
      if (aberto) sock.write(quadro);
    });
    sock.on('close', () => resolve({ aberto, depois }));
    sock.on('error', (erro) => (aberto ? undefined : reject(erro)));
  });
}

/** The code of the close frame at the start of `bytes` (a server's unmasked frame), if there is one. */
export function codigoDeFechamento(bytes: Buffer): number | null {
  return bytes.length >= 4 && (bytes[0]! & 0x0f) === 0x8 ? bytes.readUInt16BE(2) : null;
}

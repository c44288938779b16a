import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MSG } from '../../common/messages';
import {
  DEFINICOES_COMANDOS,
  FECHAMENTO,
  HEARTBEAT_VALIDADE_MS,
  MAX_BYTES_MENSAGEM,
  VERIFICACAO_MS,
  VigiaLink,
  WS_PATH,
  lerDoAgente,
  lerResposta,
  prepararPayload,
  razaoDeFechamento,
  type Mensagem,
  type MensagemDoAgente,
  type NomeComando,
  type PayloadDe,
  type RespostaDe,
  type RespostaRecebida,
} from '../../common/protocolo';
import { unavailable } from '../db/unavailable';
import { logger, resumoErroBanco } from '../logger';
import type { ArgumentoPayload, GerenciadorChannel, SituacaoGerenciador } from '../services/gerenciadorChannel';
import { hashAgentToken, type GerenciadorConexoesService } from '../services/gerenciadorConexoes';
import { FluxoAgente } from './fluxoAgente';
import { PresencasEmLote } from './presencas';
import { RelayPostgres, type MensagemInstancias } from './relay';

export const MSG_SEM_RESPOSTA = 'O gerenciador não respondeu a tempo. Tente novamente.';
export const MSG_RESPOSTA_INVALIDA = 'O gerenciador respondeu num formato inesperado. Atualize o gerenciador da filial.';
export const MSG_FALHA_SERVIDOR = 'Falha ao processar a mensagem no servidor.';
export const MSG_COMANDO_INVALIDO = (motivo: string) => `O pedido ao gerenciador não foi enviado porque os dados não são aceitos (${motivo}).`;

/** Ends a refused upgrade with an HTTP answer whose JSON body says why, in Portuguese ({erro}). */
function recusar(socket: Duplex, status: number, razao: string, erro: string, tenteEm?: number): void {
  const corpo = JSON.stringify({ erro });
  const espera = tenteEm ? `Retry-After: ${tenteEm}\r\n` : '';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${razao}\r\nConnection: close\r\n${espera}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(corpo)}\r\n\r\n${corpo}`,
  );
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** The command asked: its answer is checked against the command's definition. */
  tipo?: NomeComando;
}

interface AgentConnection {
  filialId: number;
  socket: WebSocket;
  tokenHash: string;
  versao?: string;
  hostname?: string;
  ultimoContato: number;
  pending: Map<string, Pending>;
  fluxo: FluxoAgente;
  /** Closed by the hub for a message off the protocol: nothing more it sends is read. */
  recusado: boolean;
  /** The link's liveness: pinged, and dropped when the agent goes silent (a cut without a close). */
  vigia: VigiaLink;
}

/** The agent's requests the services answer (hello, heartbeat and answers are the hub's own). */
export type EventoAgente = Exclude<MensagemDoAgente, RespostaRecebida | { type: 'hello' | 'heartbeat' }>;
export type GerenciadorEventHandler = (filialId: number, message: EventoAgente, reply: (payload: unknown, erro?: string) => void) => Promise<void> | void;

/** What the hub does with what the agents say (server/hub/gerenciadorEvents.ts builds them from the services). */
export interface GerenciadorHubHandlers {
  /** The agent's own requests, answered through `reply`. */
  event: GerenciadorEventHandler;
  /** Each agent's hello (its version and platform): the self-update offers its target (server/services/atualizacaoAgente.ts). */
  hello: (filialId: number, hello: PayloadDe<'hello'>) => Promise<void> | void;
  /** A branch's agent went away (its runs in progress are interrupted); not when the server shuts down. */
  disconnected: (filialId: number) => Promise<void> | void;
}

/**
 * Holds the WebSocket of each branch's agent: authenticates it by its token's hash, tracks its
 * heartbeat, relays requests with a timeout, and hands the agent's own messages to `handlers.event`.
 */
export class GerenciadorHub implements GerenciadorChannel {
  private connections = new Map<number, AgentConnection>();
  /** This server instance, as recorded in gerenciador_presenca. */
  readonly instancia = randomUUID();
  private relay: RelayPostgres | null = null;
  private presencas: PresencasEmLote;
  private remotos = new Map<string, Pending>();
  /** Notices on their way to another instance (see avisarOutraInstancia). */
  private avisosRemotos = new Map<string, { outro: boolean }>();
  // One message per turn of the event loop (allowSynchronousEvents: false): a frame full of small
  // messages does not run them back to back while other sockets and requests wait.
  private relogio: NodeJS.Timeout;
  private wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BYTES_MENSAGEM, allowSynchronousEvents: false });
  /** Set by close(): shutting down is not the agents going away. */
  private fechando = false;

  /**
   * `conexoes` holds the tokens and presences; `handlers` take what the agents say (tests may wrap
   * them); with a PostgreSQL URL (`relayUrl`), commands reach agents held by other instances
   * (LISTEN/NOTIFY).
   */
  constructor(
    readonly conexoes: GerenciadorConexoesService,
    readonly handlers: GerenciadorHubHandlers,
    relayUrl?: string,
  ) {
    this.presencas = new PresencasEmLote(conexoes, this.instancia);
    this.relogio = setInterval(() => this.vigiar(), VERIFICACAO_MS);
    this.relogio.unref();
    if (relayUrl) this.relay = new RelayPostgres(relayUrl, (m) => void this.daOutraInstancia(m));
  }

  /** The connection's presence, written with the next group (at once when `urgente`: a new socket, a hello). */
  private presenca(conn: AgentConnection, urgente = false): void {
    this.presencas.marcar(
      conn.filialId,
      () =>
        this.connections.get(conn.filialId) === conn
          ? { filialId: conn.filialId, versao: conn.versao ?? null, hostname: conn.hostname ?? null, ultimoContato: new Date(conn.ultimoContato).toISOString() }
          : null,
      urgente,
    );
  }

  private presencaRemota(filialId: number) {
    return this.conexoes.presencaRemota(filialId, this.instancia);
  }

  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // A peer that resets while its token is looked up must not take the process with it.
      socket.on('error', () => socket.destroy());
      if (new URL(req.url ?? '/', 'http://x').pathname !== WS_PATH) return void socket.destroy();
      void this.authenticate(req).then(
        (filial) => {
          if (!filial) return recusar(socket, 401, 'Unauthorized', MSG.sessaoExpirada);
          if (!filial.ativa) {
            logger.warn({ filialId: filial.id }, 'gerenciador de filial inativa recusado');
            return recusar(socket, 403, 'Forbidden', MSG.gerenciadorFilialInativa);
          }
          this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, filial.id, filial.tokenHash));
        },
        (error: Error) => {
          // The token could not be checked (the database is away): the agent tries again with its backoff.
          const indisponivel = unavailable(error);
          logger.warn(resumoErroBanco(error), 'conexão de gerenciador recusada: o token não pôde ser conferido');
          recusar(socket, 503, 'Service Unavailable', indisponivel?.message ?? MSG.servicoIndisponivel, indisponivel?.retryAfterSeconds ?? 5);
        },
      );
    });
  }

  private async authenticate(req: IncomingMessage): Promise<{ id: number; ativa: boolean; tokenHash: string } | null> {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!token) return null;
    const tokenHash = hashAgentToken(token);
    const filial = await this.conexoes.filialDoToken(tokenHash);
    return filial && { ...filial, tokenHash };
  }

  private accept(socket: WebSocket, filialId: number, tokenHash: string): void {
    this.connections.get(filialId)?.socket.close(FECHAMENTO.substituido, 'substituído por nova conexão');
    const conn: AgentConnection = {
      filialId,
      socket,
      tokenHash,
      ultimoContato: Date.now(),
      pending: new Map(),
      fluxo: new FluxoAgente(socket),
      recusado: false,
      vigia: new VigiaLink(),
    };
    this.connections.set(filialId, conn);
    this.presenca(conn, true);
    logger.info({ filialId }, 'gerenciador conectado');
    socket.on('message', (data, binario) => this.receive(conn, data, binario));
    socket.on('pong', () => this.sinal(conn));
    // A frame past maxPayload, invalid UTF-8, a broken frame: ws closes the socket (1009, 1007, 1002) after telling us.
    socket.on('error', (error: Error & { code?: string }) => {
      logger.warn({ filialId, codigo: error.code, motivo: error.message }, 'conexão do gerenciador encerrada por um quadro inválido');
    });
    socket.on('close', () => void this.esquecer(conn));
  }

  /**
   * A connection that ended (or that the hub is ending): its requests fail, it leaves the map, its
   * presence goes and its runs are interrupted. Once per connection, whichever comes first: the
   * socket's close, or the hub's own disconnect, which waits for it so that the status read next
   * already says disconnected.
   */
  private async esquecer(conn: AgentConnection): Promise<void> {
    conn.fluxo.encerrar();
    for (const p of conn.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error(MSG.gerenciadorDesconectado));
    }
    conn.pending.clear();
    const { filialId } = conn;
    if (this.connections.get(filialId) !== conn) return;
    this.connections.delete(filialId);
    logger.info({ filialId }, 'gerenciador desconectado');
    await Promise.all([
      this.presencas.remover(filialId).catch(() => undefined),
      Promise.resolve(this.fechando ? undefined : this.handlers.disconnected(filialId)).catch((error: Error) =>
        logger.error({ err: error, filialId }, 'falha ao registrar a desconexão do gerenciador'),
      ),
    ]);
  }

  /** The agent answered a ping: the link lives, and so does its presence. */
  private sinal(conn: AgentConnection): void {
    conn.vigia.sinal();
    conn.ultimoContato = Date.now();
    this.presenca(conn);
  }

  /**
   * Every VERIFICACAO_MS: each agent is pinged, and one silent past SEM_RESPOSTA_MS (its link cut
   * without a close: a network gone, a machine frozen) is dropped, so that its runs are marked
   * interrupted and its presence goes; the agent reconnects by itself when its link is back.
   */
  private vigiar(): void {
    for (const conn of this.connections.values()) {
      // While flow control keeps the socket unread its pongs wait unread too: that silence is ours.
      if (conn.socket.isPaused) conn.vigia.sinal();
      const passo = conn.vigia.passo();
      if (passo === 'ping') conn.socket.ping();
      else if (passo === 'encerrar') {
        logger.warn({ filialId: conn.filialId, silencioMs: conn.vigia.silencio() }, 'gerenciador sem resposta ao ping; conexão encerrada');
        conn.socket.terminate();
      }
    }
  }

  /**
   * Closes the socket of an agent that sent something off the protocol, with the reason, and logs
   * it once (the reason names the place, never the content). Nothing it sent after is read.
   */
  private recusar(conn: AgentConnection, motivo: string, codigo: number = FECHAMENTO.mensagemInvalida): void {
    if (conn.recusado) return;
    conn.recusado = true;
    conn.fluxo.encerrar();
    logger.warn({ filialId: conn.filialId, codigo, motivo }, 'mensagem do gerenciador recusada; conexão encerrada');
    const razao = codigo === FECHAMENTO.mensagensDemais ? motivo : `Mensagem inválida: ${motivo}`;
    conn.socket.close(codigo, razaoDeFechamento(razao));
    // A peer that never completes the closing handshake is cut off.
    setTimeout(() => conn.socket.terminate(), 2000).unref();
  }

  /**
   * Every message is checked against its definition (common/protocolo) before anything uses it; the
   * agent's requests then go through its socket's flow control to the services (handlers.event).
   */
  private receive(conn: AgentConnection, data: RawData, binario: boolean): void {
    if (conn.recusado) return;
    const bruto = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    let leitura: ReturnType<typeof lerDoAgente>;
    try {
      leitura = binario ? { ok: false, motivo: 'quadro binário (o protocolo é texto JSON)' } : lerDoAgente(bruto.toString('utf8'), bruto.length);
    } catch {
      // A check that throws (a value too deep for the parser's stack) is a refusal like any other.
      leitura = { ok: false, motivo: 'a mensagem não pôde ser lida' };
    }
    if (!leitura.ok) return this.recusar(conn, leitura.motivo);
    conn.fluxo.contar();
    conn.vigia.sinal();
    conn.ultimoContato = Date.now();
    const message = leitura.mensagem;
    switch (message.type) {
      case 'hello': {
        const novo = conn.versao !== message.payload.versao || conn.hostname !== message.payload.hostname;
        conn.versao = message.payload.versao;
        conn.hostname = message.payload.hostname;
        this.presenca(conn, novo);
        Promise.resolve(this.handlers.hello(conn.filialId, message.payload)).catch((error: Error) =>
          logger.warn({ filialId: conn.filialId, motivo: error.message }, 'falha ao oferecer a atualização ao gerenciador'),
        );
        return;
      }
      case 'heartbeat':
        return this.presenca(conn);
      case 'resposta':
        return this.resposta(conn, message);
    }
    const reply = (payload: unknown, erro?: string) => this.send(conn, { id: message.id, type: 'resposta', payload, ...(erro ? { erro } : {}) });
    const aceito = conn.fluxo.entrar(async () => {
      try {
        await this.handlers.event(conn.filialId, message, reply);
      } catch (error) {
        // The database or the disk away for a while: the agent keeps its records and asks again later.
        const indisponivel = unavailable(error);
        if (indisponivel) {
          logger.warn({ ...resumoErroBanco(error as Error), filialId: conn.filialId, type: message.type }, 'mensagem do gerenciador sem o banco de dados');
          return reply(null, indisponivel.message);
        }
        logger.error({ err: error, filialId: conn.filialId, type: message.type }, 'falha ao tratar mensagem do gerenciador');
        reply(null, MSG_FALHA_SERVIDOR);
      }
    }, bruto.length);
    if (!aceito) this.recusar(conn, 'O gerenciador enviou mensagens demais de uma vez; conexão encerrada.', FECHAMENTO.mensagensDemais);
  }

  /** The answer to one of our requests, checked against what that request's answer must be; late answers are dropped. */
  private resposta(conn: AgentConnection, message: RespostaRecebida): void {
    const pending = conn.pending.get(message.id);
    if (!pending) return;
    conn.pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.erro) return pending.reject(new Error(message.erro));
    if (!pending.tipo) return pending.resolve(message.payload);
    const lida = lerResposta(pending.tipo, message.payload);
    if (lida.ok) return pending.resolve(lida.resposta);
    pending.reject(new Error(MSG_RESPOSTA_INVALIDA));
    this.recusar(conn, lida.motivo);
  }

  private send(conn: AgentConnection, message: Mensagem): void {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  }

  /** How many agents hold a live socket on this instance (for the operator's metrics). */
  get conectados(): number {
    let total = 0;
    for (const filialId of this.connections.keys()) if (this.isConnected(filialId)) total += 1;
    return total;
  }

  isConnected(filialId: number): boolean {
    const conn = this.connections.get(filialId);
    return Boolean(conn && Date.now() - conn.ultimoContato < HEARTBEAT_VALIDADE_MS && conn.socket.readyState === conn.socket.OPEN);
  }

  /**
   * The agent's state as every instance reports it: the shared presence (gerenciador_presenca,
   * whichever instance holds the socket), so that two instances asked at once agree. The socket
   * this instance holds speaks for itself only while its row is not written yet (it just opened),
   * or while the database cannot be read.
   */
  async info(filialId: number): Promise<SituacaoGerenciador> {
    const conn = this.connections.get(filialId);
    const local =
      conn && this.isConnected(filialId)
        ? { conectado: true, versao: conn.versao ?? null, hostname: conn.hostname ?? null, ultimoContato: new Date(conn.ultimoContato).toISOString() }
        : null;
    const compartilhada = await this.conexoes.presenca(filialId).catch((error: Error) => {
      if (!local) throw error;
      return null;
    });
    return compartilhada && (compartilhada.conectado || !local) ? compartilhada : local!;
  }

  /**
   * Sends a command and waits for the agent's answer, checked against the command's definition;
   * fails fast when no instance holds the agent, and at once with the reason when the payload is
   * not what the agent would accept.
   */
  async request<K extends NomeComando>(filialId: number, type: K, payload: PayloadDe<K>, timeoutMs = 30_000): Promise<RespostaDe<K>> {
    const preparado = prepararPayload(type, payload);
    if (!preparado.ok) throw new Error(MSG_COMANDO_INVALIDO(preparado.motivo));
    const conn = this.connections.get(filialId);
    // What leaves is what the caller gave (the check's conversions are the receiver's to make).
    if (conn && this.isConnected(filialId)) return this.pedirLocal<K>(conn, type, payload, timeoutMs);
    const remota = this.relay ? await this.presencaRemota(filialId) : null;
    if (!remota) throw new Error(MSG.gerenciadorDesconectado);
    const id = randomUUID();
    const resposta = new Promise<RespostaDe<K>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.remotos.delete(id);
        reject(new Error(MSG_SEM_RESPOSTA));
      }, timeoutMs);
      this.remotos.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
    });
    await this.relay!.publicar({ tipo: 'comando', id, destino: remota.instancia, origem: this.instancia, filialId, type, payload });
    return resposta;
  }

  private pedirLocal<K extends NomeComando>(conn: AgentConnection, type: K, payload: unknown, timeoutMs: number): Promise<RespostaDe<K>> {
    const id = randomUUID();
    return new Promise<RespostaDe<K>>((resolve, reject) => {
      const timer = setTimeout(() => {
        conn.pending.delete(id);
        reject(new Error(MSG_SEM_RESPOSTA));
      }, timeoutMs);
      conn.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer, tipo: type });
      this.send(conn, { id, type, payload });
    });
  }

  /** Sends a message that needs no answer (a notice); ignored when the agent is away. */
  notify<K extends NomeComando>(filialId: number, type: K, ...[payload]: ArgumentoPayload<K>): void {
    const corpo = payload ?? {};
    const conn = this.connections.get(filialId);
    if (conn) return this.send(conn, { id: randomUUID(), type, payload: corpo });
    this.avisarOutraInstancia(filialId, type, corpo);
  }

  /**
   * A notice for an agent held elsewhere (or away) costs a presence look-up. At peak (hundreds of
   * orders a second for one branch) equal notices to one branch are coalesced: one on its way and at
   * most one after it, so every change is still followed by a notice sent after it.
   */
  private avisarOutraInstancia(filialId: number, type: NomeComando, payload: unknown): void {
    const chave = `${filialId} ${type} ${JSON.stringify(payload)}`;
    const emCurso = this.avisosRemotos.get(chave);
    if (emCurso) return void (emCurso.outro = true);
    const aviso = { outro: false };
    this.avisosRemotos.set(chave, aviso);
    void this.paraOutraInstancia(filialId, { tipo: 'comando', type, payload, semResposta: true }).finally(() => {
      this.avisosRemotos.delete(chave);
      if (aviso.outro) this.avisarOutraInstancia(filialId, type, payload);
    });
  }

  /**
   * A rotated token ends the session of the agent that used the old one, on whichever instance. On
   * this one, the branch is disconnected (presence gone) when this resolves.
   */
  async disconnect(filialId: number, reason: string): Promise<void> {
    const conn = this.connections.get(filialId);
    if (!conn) return this.paraOutraInstancia(filialId, { tipo: 'desligar', payload: reason });
    conn.socket.close(FECHAMENTO.desligado, razaoDeFechamento(reason));
    await this.esquecer(conn);
  }

  private async paraOutraInstancia(filialId: number, mensagem: Pick<MensagemInstancias, 'tipo' | 'type' | 'payload' | 'semResposta'>): Promise<void> {
    if (!this.relay) return;
    const remota = await this.presencaRemota(filialId).catch(() => null);
    if (remota)
      await this.relay.publicar({ ...mensagem, id: randomUUID(), destino: remota.instancia, origem: this.instancia, filialId }).catch(() => undefined);
  }

  /** A message from another instance: run a command on our socket, take an answer, or drop an agent. */
  private async daOutraInstancia(m: MensagemInstancias): Promise<void> {
    if (m.destino !== this.instancia) return;
    if (m.tipo === 'resposta') {
      const espera = this.remotos.get(m.id);
      if (!espera) return;
      this.remotos.delete(m.id);
      clearTimeout(espera.timer);
      return m.erro ? espera.reject(new Error(m.erro)) : espera.resolve(m.payload);
    }
    const conn = this.connections.get(m.filialId);
    if (m.tipo === 'desligar') return void (conn && (await this.disconnect(m.filialId, String(m.payload ?? 'token substituído'))));
    // Only the protocol's commands go to an agent, whoever wrote on the channel.
    if (typeof m.type !== 'string' || !Object.hasOwn(DEFINICOES_COMANDOS, m.type)) return;
    const type = m.type as NomeComando;
    if (m.semResposta) return void (conn && this.send(conn, { id: randomUUID(), type, payload: m.payload }));
    const resposta: MensagemInstancias = { tipo: 'resposta', id: m.id, destino: m.origem, origem: this.instancia, filialId: m.filialId };
    try {
      if (!conn || !this.isConnected(m.filialId)) throw new Error(MSG.gerenciadorDesconectado);
      resposta.payload = await this.pedirLocal(conn, type, m.payload, 30_000);
    } catch (error) {
      resposta.erro = (error as Error).message;
    }
    await this.relay?.publicar(resposta).catch(() => undefined);
  }

  async close(): Promise<void> {
    // Shutting down is not the agent going away: its runs are not marked interrupted.
    this.fechando = true;
    clearInterval(this.relogio);
    for (const conn of this.connections.values()) conn.socket.terminate();
    this.wss.close();
    await this.presencas.encerrar();
    await this.conexoes.encerrarInstancia(this.instancia).catch(() => undefined);
    await this.relay?.fechar();
  }
}

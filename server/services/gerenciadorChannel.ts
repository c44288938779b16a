import type { NomeComando, PayloadDe, RespostaDe } from '../../common/protocolo';

/** A branch's agent as every server instance reports it (the shared presence). */
export interface SituacaoGerenciador {
  conectado: boolean;
  versao: string | null;
  hostname: string | null;
  ultimoContato: string | null;
}

/** Optional payload argument for commands that take none. */
export type ArgumentoPayload<K extends NomeComando> = undefined extends PayloadDe<K> ? [payload?: PayloadDe<K>] : [payload: PayloadDe<K>];

/**
 * How the services reach a branch's agent, typed by the protocol's map (common/protocolo): the hub
 * (server/hub/gerenciadorHub.ts) implements it and createServices hands it to whoever talks to agents.
 */
export interface GerenciadorChannel {
  info(filialId: number): Promise<SituacaoGerenciador>;
  /** A command and the agent's answer, checked against the command's definition; fails fast when no instance holds the agent. */
  request<K extends NomeComando>(filialId: number, type: K, payload: PayloadDe<K>, timeoutMs?: number): Promise<RespostaDe<K>>;
  /** A notice that needs no answer; dropped when the agent is away. */
  notify<K extends NomeComando>(filialId: number, type: K, ...[payload]: ArgumentoPayload<K>): void;
  /** Ends the agent's session on whichever instance holds it (a replaced token, a branch saved inactive). */
  disconnect(filialId: number, reason: string): Promise<void>;
}

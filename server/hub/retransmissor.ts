import pg from 'pg';
import { logger } from '../logger';

const CANAL = 'gerenciador_hub';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on. */
export const MAX_PAYLOAD = 7900;

/** A message between server instances about an agent (a command, its answer, a disconnection). */
export interface MensagemInstancias {
  tipo: 'comando' | 'resposta' | 'desligar';
  id: string;
  destino: string;
  origem: string;
  filialId: number;
  type?: string;
  payload?: unknown;
  erro?: string;
  semResposta?: boolean;
}

/**
 * PostgreSQL LISTEN/NOTIFY between the server instances that share one database, so that a command
 * sent to any of them reaches the agent whose socket another one holds.
 */
export class RetransmissorPostgres {
  private cliente: pg.Client;
  private pronto: Promise<void>;
  private fechado = false;

  constructor(url: string, aoReceber: (m: MensagemInstancias) => void) {
    this.cliente = new pg.Client({ connectionString: url });
    this.cliente.on('error', (error) => logger.error({ err: error }, 'falha na escuta LISTEN do hub'));
    this.cliente.on('notification', (n) => {
      if (n.channel !== CANAL || !n.payload) return;
      try {
        aoReceber(JSON.parse(n.payload) as MensagemInstancias);
      } catch {
        // not ours
      }
    });
    this.pronto = this.cliente.connect().then(() => this.cliente.query(`LISTEN ${CANAL}`)).then(() => undefined);
  }

  async publicar(mensagem: MensagemInstancias): Promise<void> {
    let texto = JSON.stringify(mensagem);
    if (Buffer.byteLength(texto) > MAX_PAYLOAD) {
      texto = JSON.stringify({ ...mensagem, payload: null, erro: 'A resposta do gerenciador é grande demais para ser repassada entre servidores.' });
    }
    await this.pronto;
    await this.cliente.query('SELECT pg_notify($1, $2)', [CANAL, texto]);
  }

  async fechar(): Promise<void> {
    if (this.fechado) return;
    this.fechado = true;
    await this.pronto.catch(() => undefined);
    await this.cliente.end().catch(() => undefined);
  }
}

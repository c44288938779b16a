import pg from 'pg';
import { logger, resumoErroBanco } from '../logger';

const CANAL = 'gerenciador_hub';
/** application_name of the LISTEN connection, to find it in pg_stat_activity. */
export const APLICACAO_ESCUTA = 'fv-hub-listen';
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
export class RelayPostgres {
  private cliente!: pg.Client;
  private pronto!: Promise<void>;
  private fechado = false;
  private religar: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly aoReceber: (m: MensagemInstancias) => void,
    private readonly esperaReconexaoMs = 1000,
  ) {
    this.conectar();
  }

  /** Opens the LISTEN connection; when PostgreSQL drops it (restart, failover), it is opened again. */
  private conectar(): void {
    const cliente = new pg.Client({ connectionString: this.url, application_name: APLICACAO_ESCUTA });
    let perdida = false;
    const aoPerder = () => {
      if (perdida || this.fechado) return;
      perdida = true;
      logger.warn('escuta LISTEN do hub perdida; reconectando');
      this.religar = setTimeout(() => this.conectar(), this.esperaReconexaoMs);
      this.religar.unref();
    };
    cliente.on('error', (error) => {
      logger.error(resumoErroBanco(error), 'falha na escuta LISTEN do hub');
      aoPerder();
    });
    cliente.on('end', aoPerder);
    cliente.on('notification', (n) => {
      if (n.channel !== CANAL || !n.payload) return;
      try {
        this.aoReceber(JSON.parse(n.payload) as MensagemInstancias);
      } catch {
        // not ours
      }
    });
    this.cliente = cliente;
    this.pronto = cliente
      .connect()
      .then(() => cliente.query(`LISTEN ${CANAL}`))
      .then(() => undefined);
    this.pronto.catch(aoPerder);
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
    if (this.religar) clearTimeout(this.religar);
    await this.pronto.catch(() => undefined);
    await this.cliente.end().catch(() => undefined);
  }
}

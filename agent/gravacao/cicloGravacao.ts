import type { Configuracao } from '../../common/catalogo';
import type { DivergenciaEstrutura } from '../../common/api/divergencia';
import { EVENTOS, type RegistroPendente, type ResultadoGravacao } from '../../common/protocolo';
import type { ConexaoHub } from '../conexao';
import type { Dialeto } from '../dialects';
import { ErroEstadoLocal, type EstadoLocal } from '../estado';
import { mensagemDivergencia } from '../estrutura/vigia';
import { log } from '../log';
import { Gravador, tipoDoRegistro } from './gravador';

const PENDENTES_POR_VEZ = 20;
const INTERVALO_PENDENTES_MS = 10_000;
/** Write-back after a transient ERP failure: 1 s doubling up to a minute. */
const ESPERA_GRAVACAO_MIN_MS = 1000;
const ESPERA_GRAVACAO_MAX_MS = 60_000;

/** What the write-back needs of the running manager: the hub, the state file, its ERP dialect and configuration. */
export interface ContextoGravacao {
  canal: Pick<ConexaoHub, 'conectada' | 'pedir'>;
  estado: EstadoLocal;
  /** Runs `trabalho` with the manager's current dialect, kept open until it ends (undefined: no dialect). */
  comDialeto<T>(trabalho: (dialeto: Dialeto) => Promise<T>): Promise<T | undefined>;
  configuracao(tipo: string): Configuracao | undefined;
  /**
   * Settles once the configuration reload in progress (if any) has ended. A change the server announced
   * before it handed over records (an insert saved, then an order posted) is read before they are written.
   */
  configuracaoCarregada?(): Promise<void>;
  /** The changes of the ERP's structure under a type's insert (agent/estrutura): its records wait while there are any. */
  divergenciasDe(dialeto: Dialeto, tipo: string): Promise<DivergenciaEstrutura[]>;
  registrar?: (mensagem: string) => void;
}

/**
 * The write-back loop (cloud → ERP): asks the server for the pending phone records, writes them to
 * the ERP one at a time through the Gravador (exactly once, with its journal) and acknowledges each.
 * Passes run every ten seconds, when the server says records arrived and on demand; after a
 * transient failure of the ERP the next pass waits, 1 s doubling up to a minute; after a request for
 * pending records the server did not answer, 1 s doubling up to ten seconds.
 */
export class CicloGravacao {
  private timer: NodeJS.Timeout | null = null;
  private gravando: Promise<void> | null = null;
  private outraPassada = false;
  private esperaGravacao = 0;
  private proximaGravacao = 0;
  private religarGravacao: NodeJS.Timeout | null = null;
  private registrar: (mensagem: string) => void;

  constructor(private ctx: ContextoGravacao) {
    this.registrar = ctx.registrar ?? log;
  }

  /** Whether a pass is writing now (the self-update waits for it to end). */
  get ocupado(): boolean {
    return this.gravando !== null;
  }

  iniciar(): void {
    this.timer = setInterval(() => void this.processarPendentes(), INTERVALO_PENDENTES_MS);
  }

  /** Stops the timers and waits for the pass in progress. */
  async encerrar(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.religarGravacao) clearTimeout(this.religarGravacao);
    await this.gravando;
  }

  /**
   * Writes pending phone records to the ERP one at a time; a call during a pass asks for one more
   * pass. After a transient failure the next pass waits (backoff) unless `agora` (a new connection
   * or configuration) says the situation changed.
   */
  processarPendentes(agora = false): Promise<void> {
    if (agora) {
      this.esperaGravacao = 0;
      this.proximaGravacao = 0;
    }
    if (Date.now() < this.proximaGravacao) return this.gravando ?? Promise.resolve();
    if (this.gravando) {
      this.outraPassada = true;
      return this.gravando;
    }
    this.gravando = (async () => {
      do {
        this.outraPassada = false;
        await this.ctx
          .comDialeto((dialeto) => this.gravarPendentes(dialeto))
          .catch((error: Error) => this.registrar(`falha na gravação de registros: ${error.message}`));
      } while (this.outraPassada && Date.now() >= this.proximaGravacao);
    })().finally(() => {
      this.gravando = null;
    });
    return this.gravando;
  }

  private async gravarPendentes(dialeto: Dialeto): Promise<void> {
    const { canal, estado } = this.ctx;
    if (!canal.conectada) return;
    const gravador = new Gravador(dialeto, estado, (tipo) => this.ctx.configuracao(tipo));
    const vistos = new Set<string>();
    /** Each insert type's structure, checked once a pass, before its first record. */
    const estruturas = new Map<string, DivergenciaEstrutura[]>();
    const gravar = async (registro: RegistroPendente): Promise<ResultadoGravacao> => {
      const def = tipoDoRegistro(registro.tipo);
      if (def && !estruturas.has(def.tipo)) estruturas.set(def.tipo, await this.ctx.divergenciasDe(dialeto, def.tipo));
      const divergencias = def ? (estruturas.get(def.tipo) ?? []) : [];
      if (!divergencias.length) return gravador.gravar(registro);
      // Held with the reason: the record stays pending (nothing lost) until the insert matches the ERP again.
      const { msg, detalhe } = mensagemDivergencia(def!.titulo, divergencias);
      return { situacao: 'pendente', erro: msg, detalhe, tipoErro: 'estrutura' };
    };
    for (;;) {
      let pedidos: RegistroPendente[];
      try {
        pedidos = await canal.pedir(EVENTOS.pendentes, { limite: PENDENTES_POR_VEZ });
      } catch (error) {
        // Not "nothing pending": the server did not answer (timed out, its database restarting). Asked
        // again after the wait, which stops growing at the ten-second tick: the server may be back any moment.
        return this.adiarGravacao(`não foi possível pedir os registros pendentes ao servidor: ${(error as Error).message}`, INTERVALO_PENDENTES_MS);
      }
      // The server announces a saved configuration before it answers anything sent after it: written
      // with the configuration reloaded, an order posted just after its insert was saved is not refused
      // as "not configured" by a pass that started before.
      await this.ctx.configuracaoCarregada?.();
      const pendentes = pedidos.filter((r) => !vistos.has(r.uuid));
      if (!pendentes.length) return;
      for (const registro of pendentes) {
        vistos.add(registro.uuid);
        let resultado: ResultadoGravacao;
        try {
          resultado = await gravar(registro);
        } catch (error) {
          // The journal cannot be written (the agent's disk is full): nothing is written to the ERP
          // nor acknowledged; the records stay pending at the server and are tried again later.
          if (error instanceof ErroEstadoLocal) return this.adiarGravacao(error.message);
          throw error;
        }
        await canal.pedir(EVENTOS.confirmacao, { tipo: registro.tipo, uuid: registro.uuid, ...resultado });
        if (resultado.situacao === 'integrado') estado.anotar(registro.uuid, registro.tipo, 'confirmado', { chaveErp: resultado.chaveErp });
        if (resultado.situacao === 'pendente') {
          // The ERP is down or busy: the others would fail the same way. Try again later.
          this.adiarGravacao(resultado.erro);
          return;
        }
        this.esperaGravacao = 0;
      }
      if (pendentes.length < PENDENTES_POR_VEZ) return;
    }
  }

  private adiarGravacao(motivo: string, maximo = ESPERA_GRAVACAO_MAX_MS): void {
    this.esperaGravacao = Math.min(maximo, Math.max(ESPERA_GRAVACAO_MIN_MS, this.esperaGravacao * 2));
    this.proximaGravacao = Date.now() + this.esperaGravacao;
    this.registrar(`gravação adiada por ${this.esperaGravacao / 1000} s: ${motivo}`);
    if (this.religarGravacao) clearTimeout(this.religarGravacao);
    // The wait is over when the timer fires, whatever Date.now() says: a timer is counted from the event
    // loop's clock, which a busy loop leaves behind, so it may fire a few ms before proximaGravacao, and
    // the pass it asks for would be skipped until the ten-second tick.
    this.religarGravacao = setTimeout(() => {
      this.religarGravacao = null;
      this.proximaGravacao = 0;
      void this.processarPendentes();
    }, this.esperaGravacao);
  }
}

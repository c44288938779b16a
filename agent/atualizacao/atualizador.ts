import { chmodSync, rmSync } from 'node:fs';
import type { ResultadoAtualizacao } from '../../common/atualizacaoAgente';
import type { OfertaAtualizacao } from '../../common/protocolo';
import { MOTIVOS_RECUSA, verificarDownload } from './verificacao';

/** How often an agent busy with a run or the write-back looks again whether it can update. */
const ESPERA_OCIOSO_MS = 5_000;

/** What the updater needs from the agent around it (wired by agent/gerenciador.ts). */
export interface DependenciasAtualizador {
  /** The built-in public key (agent/atualizacao/chavePublica.ts); null: never updates. */
  chavePublica: string | null;
  /** This agent's platform. */
  plataforma: string;
  /** Where the new executable is written beside the running one; null when it cannot swap (not a supervised executable). */
  destino: string | null;
  /** No run in progress and no write-back pass. */
  ocioso(): boolean;
  /** One write-back pass now, so what the phones sent is in the ERP before the restart. */
  esvaziar(): Promise<void>;
  /** Downloads the offer's URL into `destino`: its size and SHA-256, or a rejection with the reason. */
  baixar(oferta: OfertaAtualizacao, destino: string): Promise<{ tamanho: number; sha256: string }>;
  /** The outcome, to the server (event atualizacaoResultado). */
  relatar(r: { versao: string; resultado: ResultadoAtualizacao; motivo: string | null }): Promise<void>;
  /** Hands the verified file to the supervisor, which stops this worker, swaps and starts the new version. */
  trocar(arquivo: string, versao: string): void;
  registrar(m: string): void;
}

/**
 * The worker's half of the self-update (docs/operacao.md, "Atualização automática dos
 * gerenciadores"): takes the server's offer, waits until the agent is idle (no run, write-back
 * drained), downloads, verifies size, SHA-256 and signature, and hands the file to the supervisor
 * (agent/supervisor.ts), which swaps and restarts. A bad file is refused with a Portuguese reason
 * and removed; nothing stops meanwhile. One offer at a time; a newer one waits for it.
 */
export class Atualizador {
  private emCurso: string | null = null;
  private proxima: OfertaAtualizacao | null = null;
  private encerrado = false;
  private espera: { timer: NodeJS.Timeout; fim: () => void } | null = null;
  /** Versions this agent already went back from: not tried again (the server may offer one before it learns the outcome). */
  private revertidas = new Set<string>();

  constructor(private deps: DependenciasAtualizador) {}

  /** A version the supervisor rolled back (agent/atualizacao/diario.ts): its offers are ignored from now on. */
  ignorar(versao: string): void {
    this.revertidas.add(versao);
  }

  /** The server's offer (command atualizar): taken at once, carried out when the agent is idle. */
  receber(oferta: OfertaAtualizacao): void {
    if (this.encerrado || this.emCurso === oferta.versao || this.revertidas.has(oferta.versao)) return;
    if (this.emCurso) {
      this.proxima = oferta;
      return;
    }
    this.emCurso = oferta.versao;
    void this.atualizar(oferta)
      .catch((erro: Error) => this.deps.registrar(`atualização para ${oferta.versao} interrompida: ${erro.message}`))
      .finally(() => {
        this.emCurso = null;
        const proxima = this.proxima;
        this.proxima = null;
        if (proxima) this.receber(proxima);
      });
  }

  encerrar(): void {
    this.encerrado = true;
    if (this.espera) {
      clearTimeout(this.espera.timer);
      this.espera.fim();
    }
  }

  private recusar(oferta: OfertaAtualizacao, motivo: string, resultado: ResultadoAtualizacao = 'recusado'): Promise<void> {
    this.deps.registrar(`atualização para ${oferta.versao} ${resultado}: ${motivo}`);
    return this.deps.relatar({ versao: oferta.versao, resultado, motivo });
  }

  private aguardar(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.espera = { timer: setTimeout(() => resolve(), ms), fim: resolve };
    }).then(() => {
      this.espera = null;
    });
  }

  /** Until idle with the write-back drained; false when the agent is stopping meanwhile. */
  private async aguardarOcioso(): Promise<boolean> {
    for (;;) {
      if (this.encerrado) return false;
      if (this.deps.ocioso()) {
        await this.deps.esvaziar();
        if (this.deps.ocioso()) return !this.encerrado;
      }
      await this.aguardar(ESPERA_OCIOSO_MS);
    }
  }

  private async atualizar(oferta: OfertaAtualizacao): Promise<void> {
    const { chavePublica, destino } = this.deps;
    if (!chavePublica) return this.recusar(oferta, MOTIVOS_RECUSA.semChave);
    if (!destino) return this.recusar(oferta, MOTIVOS_RECUSA.semSupervisor);
    if (oferta.plataforma !== this.deps.plataforma) return this.recusar(oferta, MOTIVOS_RECUSA.plataforma(oferta, this.deps.plataforma));
    if (!(await this.aguardarOcioso())) return;
    this.deps.registrar(`baixando a versão ${oferta.versao} (${oferta.tamanho} bytes)`);
    let obtido: { tamanho: number; sha256: string };
    try {
      obtido = await this.deps.baixar(oferta, destino);
    } catch (erro) {
      return this.recusar(
        oferta,
        `Não foi possível baixar a versão ${oferta.versao}: ${(erro as Error).message}. A versão atual continua rodando; o servidor oferece de novo na próxima conexão.`,
        'falhou',
      );
    }
    const verificacao = verificarDownload(oferta, obtido, chavePublica);
    if (!verificacao.ok) {
      rmSync(destino, { force: true });
      return this.recusar(oferta, verificacao.motivo);
    }
    chmodSync(destino, 0o755);
    // The download took a while: a run may have started meanwhile.
    if (!(await this.aguardarOcioso())) return;
    this.deps.registrar(`versão ${oferta.versao} verificada (SHA-256 e assinatura); reiniciando nela`);
    this.deps.trocar(destino, oferta.versao);
  }
}

import type { PayloadDe } from '../../common/protocolo';
import { apagarDiario, lerDiario } from './diario';

export interface DependenciasRelato {
  /** The update's journal the supervisor writes (agent/atualizacao/diario.ts). */
  diario: string;
  /** This worker's version. */
  versao: string;
  /** Tells the supervisor this version works (a new one is no longer on trial). */
  avisarConectado(): void;
  /** A version just rolled back is not tried again at once (Atualizador.ignorar). */
  ignorar(versao: string): void;
  /** Sends the outcome to the server (event atualizacaoResultado); rejects when it did not take it. */
  enviar(relato: PayloadDe<'atualizacaoResultado'>): Promise<void>;
  registrar(linha: string): void;
}

/**
 * On each connection: the supervisor learns this version works, and the journal's outcome (updated
 * to this version, or rolled back to it and why) goes to the server; the journal is removed once the
 * server took it, so that a connection lost before keeps it for the next one.
 */
export async function relatarAtualizacao(deps: DependenciasRelato): Promise<void> {
  deps.avisarConectado();
  const diario = lerDiario(deps.diario);
  if (!diario) return;
  // Read before the server's offer of this connection arrives: a version just rolled back is not tried again at once.
  if (diario.fase === 'revertida') deps.ignorar(diario.versao);
  const relato =
    diario.fase === 'trocada' && diario.versao === deps.versao
      ? {
          versao: diario.versao,
          resultado: 'atualizado' as const,
          motivo: `Atualizado da versão ${diario.versaoAnterior} para a ${diario.versao}.`,
          versaoAnterior: diario.versaoAnterior,
        }
      : diario.fase === 'revertida' && diario.versaoAnterior === deps.versao
        ? { versao: diario.versao, resultado: 'revertido' as const, motivo: diario.motivo ?? null, versaoAnterior: diario.versaoAnterior }
        : null;
  if (!relato) return;
  try {
    await deps.enviar(relato);
    apagarDiario(deps.diario);
    deps.registrar(`resultado da atualização para ${relato.versao} informado ao servidor: ${relato.resultado}`);
  } catch (error) {
    deps.registrar(`não foi possível informar o resultado da atualização: ${(error as Error).message}`);
  }
}

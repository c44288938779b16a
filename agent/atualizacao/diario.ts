import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * The update's journal beside the state file (<estado>.atualizacao.json): written by the supervisor
 * when it swaps the executable ('trocada') or goes back to the previous one ('revertida', with
 * why), read by the worker once connected, which reports the outcome to the server and removes it.
 * A file of its own, not the state file: the supervisor never opens the worker's SQLite database.
 */
export interface DiarioAtualizacao {
  fase: 'trocada' | 'revertida';
  versao: string;
  versaoAnterior: string;
  motivo?: string;
  em: string;
}

export const arquivoDiario = (arquivoEstado: string) => `${arquivoEstado}.atualizacao.json`;

export function lerDiario(arquivo: string): DiarioAtualizacao | null {
  try {
    const d = JSON.parse(readFileSync(arquivo, 'utf8')) as DiarioAtualizacao;
    return (d.fase === 'trocada' || d.fase === 'revertida') && typeof d.versao === 'string' && typeof d.versaoAnterior === 'string' ? d : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all (a temporary file renamed over it). */
export function escreverDiario(arquivo: string, diario: DiarioAtualizacao): void {
  writeFileSync(`${arquivo}.tmp`, JSON.stringify(diario));
  renameSync(`${arquivo}.tmp`, arquivo);
}

export function apagarDiario(arquivo: string): void {
  rmSync(arquivo, { force: true });
}

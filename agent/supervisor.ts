import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, renameSync, statSync } from 'node:fs';

const ATRASO_MINIMO_MS = 2_000;
const ATRASO_MAXIMO_MS = 60_000;
/** A run this long counts as healthy: the next failure starts the backoff again. */
const EXECUCAO_SAUDAVEL_MS = 60_000;
const PRAZO_ENCERRAR_MS = 10_000;
const LOG_MAXIMO_BYTES = 10 * 1024 * 1024;

/** Delay before restart number `falhas` in a row: 2 s doubling up to one minute. */
export function atrasoReinicio(falhas: number): number {
  return Math.min(ATRASO_MAXIMO_MS, ATRASO_MINIMO_MS * 2 ** Math.max(0, falhas - 1));
}

/** How to start this same agent again: the executable alone in a SEA, otherwise node, its flags and the script. */
export function comandoDoAgente(argumentos: string[]): { comando: string; argumentos: string[] } {
  const sea = process.getBuiltinModule('node:sea')?.isSea() ?? false;
  return { comando: process.execPath, argumentos: sea ? argumentos : [...process.execArgv, process.argv[1], ...argumentos] };
}

/** Appends to the log file, keeping one previous file (.1) once it passes 10 MB. */
function abrirLog(arquivo: string): number {
  if (existsSync(arquivo) && statSync(arquivo).size > LOG_MAXIMO_BYTES) renameSync(arquivo, `${arquivo}.1`);
  return openSync(arquivo, 'a');
}

export interface Supervisao {
  /** Stops the worker and resolves when it has exited; no restart follows. */
  parar(): Promise<void>;
}

/**
 * Keeps the agent running where the service manager cannot restart it (a Windows scheduled task
 * restarts a task that fails to start, not one whose process dies): runs it as a child and starts it
 * again after any exit, with backoff. The child gets an IPC channel and stops when it closes, so
 * killing the supervisor never leaves an orphan agent behind.
 */
export function supervisionar(comando: string, argumentos: string[], opcoes: { log?: string; registrar?: (m: string) => void; ambiente?: NodeJS.ProcessEnv } = {}): Supervisao {
  const registrar = opcoes.registrar ?? (() => undefined);
  let filho: ChildProcess | null = null;
  let parando = false;
  let falhas = 0;
  let espera: NodeJS.Timeout | null = null;
  let parado: () => void = () => undefined;
  const fim = new Promise<void>((resolve) => (parado = resolve));

  const iniciar = () => {
    espera = null;
    const log = opcoes.log ? abrirLog(opcoes.log) : null;
    const saida = log ?? 'inherit';
    const inicio = Date.now();
    filho = spawn(comando, argumentos, { stdio: ['ignore', saida, saida, 'ipc'], windowsHide: true, env: opcoes.ambiente ?? process.env });
    if (log !== null) closeSync(log);
    filho.on('error', (erro) => registrar(`não foi possível iniciar o gerenciador: ${erro.message}`));
    filho.on('exit', (codigo, sinal) => {
      filho = null;
      if (parando) return parado();
      falhas = Date.now() - inicio >= EXECUCAO_SAUDAVEL_MS ? 1 : falhas + 1;
      const atraso = atrasoReinicio(falhas);
      registrar(`gerenciador terminou (${sinal ?? `código ${codigo}`}); reinício em ${Math.round(atraso / 1000)} s`);
      espera = setTimeout(iniciar, atraso);
    });
  };
  iniciar();

  return {
    parar: () => {
      parando = true;
      if (espera) clearTimeout(espera);
      const atual = filho as ChildProcess | null;
      if (!atual) parado();
      else {
        // Closing the channel asks for a clean stop (also on Windows, where kill() is immediate).
        if (atual.connected) atual.disconnect();
        setTimeout(() => atual.kill(), PRAZO_ENCERRAR_MS).unref();
      }
      return fim;
    },
  };
}

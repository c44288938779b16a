import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { escreverDiario, lerDiario } from './atualizacao/diario';

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

/** How long a new version has to connect to the server before the supervisor goes back to the previous one. */
export const PRAZO_CONEXAO_ATUALIZACAO_MS = 180_000;

/** The self-update as the supervisor takes part in it (docs/operacao.md, "Atualização automática dos gerenciadores"). */
export interface OpcoesAtualizacao {
  /** The update's journal (agent/atualizacao/diario.ts), beside the state file. */
  diario: string;
  /** How long a new version has to connect (PRAZO_CONEXAO_ATUALIZACAO_MS). */
  prazoMs?: number;
}

/** What the worker tells its supervisor over the IPC channel. */
type AvisoDoTrabalhador = { tipo: 'trocarVersao'; arquivo: string; versao: string; versaoAnterior: string } | { tipo: 'conectado'; versao: string };

/** Where the swap keeps the previous executable (and the next one, before it is swapped in). */
export const executavelAnterior = (comando: string) => `${comando}.anterior`;
export const executavelNovo = (comando: string) => `${comando}.novo`;

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
export function supervisionar(
  comando: string,
  argumentos: string[],
  opcoes: { log?: string; registrar?: (m: string) => void; ambiente?: NodeJS.ProcessEnv; atualizacao?: OpcoesAtualizacao } = {},
): Supervisao {
  const registrar = opcoes.registrar ?? (() => undefined);
  let filho: ChildProcess | null = null;
  let parando = false;
  let falhas = 0;
  let espera: NodeJS.Timeout | null = null;
  let parado: () => void = () => undefined;
  const fim = new Promise<void>((resolve) => (parado = resolve));
  const anterior = executavelAnterior(comando);
  const prazoMs = opcoes.atualizacao?.prazoMs ?? PRAZO_CONEXAO_ATUALIZACAO_MS;
  /** The worker asked for a swap: done once it has exited. */
  let pedido: { arquivo: string; versao: string; versaoAnterior: string } | null = null;
  /** A swapped-in version not yet connected: it is rolled back if it exits or its time runs out. */
  let troca: { versao: string; versaoAnterior: string; prazo: NodeJS.Timeout; motivo?: string } | null = null;

  const encerrarFilho = (atual: ChildProcess) => {
    // Closing the channel asks for a clean stop (also on Windows, where kill() is immediate).
    if (atual.connected) atual.disconnect();
    setTimeout(() => atual.kill(), PRAZO_ENCERRAR_MS).unref();
  };

  const vigiarTroca = (versao: string, versaoAnterior: string) => {
    const prazo = setTimeout(() => {
      if (!troca) return;
      troca.motivo = `A versão ${versao} não se conectou ao servidor em ${Math.round(prazoMs / 1000)} s; o supervisor voltou para a versão ${versaoAnterior}.`;
      registrar(troca.motivo);
      if (filho) encerrarFilho(filho);
    }, prazoMs);
    prazo.unref();
    troca = { versao, versaoAnterior, prazo };
  };

  /** Keeps the running executable as .anterior and puts the verified one in its place (renames work on a running executable, also on Windows). */
  const trocar = (p: { arquivo: string; versao: string; versaoAnterior: string }) => {
    const diario = opcoes.atualizacao!.diario;
    try {
      if (existsSync(anterior)) {
        try {
          rmSync(anterior, { force: true });
        } catch {
          // Windows: the previous executable may be this supervisor's own image; it is set aside instead.
          renameSync(anterior, `${anterior}-${Date.now()}`);
        }
      }
      renameSync(comando, anterior);
      renameSync(p.arquivo, comando);
    } catch (erro) {
      if (!existsSync(comando) && existsSync(anterior)) renameSync(anterior, comando);
      const motivo = `Não foi possível trocar o executável pela versão ${p.versao}: ${(erro as Error).message}`;
      registrar(motivo);
      escreverDiario(diario, { fase: 'revertida', versao: p.versao, versaoAnterior: p.versaoAnterior, motivo, em: new Date().toISOString() });
      return;
    }
    escreverDiario(diario, { fase: 'trocada', versao: p.versao, versaoAnterior: p.versaoAnterior, em: new Date().toISOString() });
    registrar(
      `executável trocado pela versão ${p.versao} (a ${p.versaoAnterior} guardada em ${anterior}); aguardando a conexão por ${Math.round(prazoMs / 1000)} s`,
    );
    vigiarTroca(p.versao, p.versaoAnterior);
  };

  /** The new version exited or did not connect: the previous executable goes back in place and the journal says why. */
  const reverter = (motivo: string) => {
    const t = troca!;
    clearTimeout(t.prazo);
    troca = null;
    try {
      rmSync(`${comando}.falhou`, { force: true });
      renameSync(comando, `${comando}.falhou`);
      renameSync(anterior, comando);
    } catch (erro) {
      registrar(`não foi possível voltar para a versão ${t.versaoAnterior}: ${(erro as Error).message}`);
    }
    registrar(motivo);
    escreverDiario(opcoes.atualizacao!.diario, { fase: 'revertida', versao: t.versao, versaoAnterior: t.versaoAnterior, motivo, em: new Date().toISOString() });
  };

  const aviso = (m: unknown) => {
    if (!opcoes.atualizacao || typeof m !== 'object' || m === null) return;
    const a = m as AvisoDoTrabalhador;
    if (a.tipo === 'conectado' && troca && a.versao === troca.versao) {
      clearTimeout(troca.prazo);
      registrar(`versão ${troca.versao} conectada; atualização concluída`);
      troca = null;
      falhas = 0;
    }
    // Only the file beside this executable, and only from a worker not itself on trial.
    if (
      a.tipo === 'trocarVersao' &&
      !troca &&
      a.arquivo === executavelNovo(comando) &&
      typeof a.versao === 'string' &&
      typeof a.versaoAnterior === 'string' &&
      existsSync(a.arquivo)
    ) {
      pedido = { arquivo: a.arquivo, versao: a.versao, versaoAnterior: a.versaoAnterior };
      if (filho) encerrarFilho(filho);
    }
  };

  // Started again in the middle of a swap (the machine restarted): the new version is still on trial.
  const pendente = opcoes.atualizacao ? lerDiario(opcoes.atualizacao.diario) : null;
  if (pendente?.fase === 'trocada' && existsSync(anterior)) vigiarTroca(pendente.versao, pendente.versaoAnterior);

  const iniciar = () => {
    espera = null;
    const log = opcoes.log ? abrirLog(opcoes.log) : null;
    const saida = log ?? 'inherit';
    const inicio = Date.now();
    filho = spawn(comando, argumentos, { stdio: ['ignore', saida, saida, 'ipc'], windowsHide: true, env: opcoes.ambiente ?? process.env });
    if (log !== null) closeSync(log);
    filho.on('error', (erro) => registrar(`não foi possível iniciar o gerenciador: ${erro.message}`));
    filho.on('message', aviso);
    filho.on('exit', (codigo, sinal) => {
      filho = null;
      if (parando) return parado();
      if (pedido) {
        const p = pedido;
        pedido = null;
        trocar(p);
        return iniciar();
      }
      if (troca) {
        reverter(
          troca.motivo ??
            `A versão ${troca.versao} terminou ao iniciar (${sinal ?? `código ${codigo}`}) antes de se conectar ao servidor; o supervisor voltou para a versão ${troca.versaoAnterior}.`,
        );
        return iniciar();
      }
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
      if (troca) clearTimeout(troca.prazo);
      const atual = filho as ChildProcess | null;
      if (!atual) parado();
      else encerrarFilho(atual);
      return fim;
    },
  };
}

import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pastaBinariosPostgres } from './requisitos';

const executar = promisify(execFile);

/**
 * A PostgreSQL of the test's own (initdb in a temporary folder, its own port): a test may stop,
 * restart or starve it without disturbing the shared server the other test files use at the same
 * time. As root its programs run as the postgres user.
 */
export interface ClusterPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, local only). */
  url: string;
  porta: number;
  parar(): Promise<void>;
  iniciar(): Promise<void>;
  /** pg_ctl restart -m fast: every backend gets 57P01, as in a restart by the operator. */
  reiniciar(): Promise<void>;
  remover(): Promise<void>;
}

const portaLivre = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

function uidPostgres(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (opcao: string) => Number(execFileSync('id', [opcao, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function criarClusterPostgres(): Promise<ClusterPostgres> {
  const bin = pastaBinariosPostgres();
  if (!bin) throw new Error('binários do PostgreSQL não encontrados');
  const pasta = mkdtempSync(join(tmpdir(), 'fv-pg-'));
  const dados = join(pasta, 'dados');
  const dono = uidPostgres();
  if (dono) chownSync(pasta, dono.uid, dono.gid);
  const rodar = (programa: string, args: string[]) =>
    dono ? executar('runuser', ['-u', 'postgres', '--', join(bin, programa), ...args]) : executar(join(bin, programa), args);
  const porta = await portaLivre();
  await rodar('initdb', ['-D', dados, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // fsync off: the data of a test's cluster need not survive a power cut, and the shared disk is spared.
  const opcoes = `-p ${porta} -k ${pasta} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=40`;
  const pgctl = (acao: string, ...extra: string[]) => rodar('pg_ctl', ['-D', dados, '-l', join(pasta, 'log'), '-w', '-t', '60', '-o', opcoes, ...extra, acao]);
  await pgctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${porta}/postgres`,
    porta,
    parar: async () => void (await pgctl('stop', '-m', 'fast')),
    iniciar: async () => void (await pgctl('start')),
    reiniciar: async () => void (await pgctl('restart', '-m', 'fast')),
    remover: async () => {
      await pgctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}

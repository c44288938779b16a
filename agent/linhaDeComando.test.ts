import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { semSegredos } from './linhaDeComando';

/** The manager's command line as a user types it: the real process, its output and exit code. */
const rodar = (...argumentos: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'agent/main.ts', ...argumentos], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return { codigo: r.status, saida: r.stdout, erro: r.stderr };
};

// Each case starts the agent under tsx (a few seconds on a loaded machine).
describe('linha de comando do gerenciador', { timeout: 60_000 }, () => {
  it.each(['--help', '-h', '--ajuda'])('%s prints the usage in Portuguese on stdout and exits 0', (opcao) => {
    const r = rodar(opcao);
    expect(r.codigo).toBe(0);
    expect(r.saida).toContain('uso: fv-gerenciador --server URL --token TOKEN');
    expect(r.saida).toContain('mostra esta ajuda');
    expect(r.erro).toBe('');
  });

  it.each([
    [['--servidor', 'http://x'], 'opção desconhecida: --servidor'],
    [['-z'], 'opção desconhecida: -z'],
    [['--server'], 'valor ausente ou inválido para --server'],
    [['--versao=sim'], 'valor ausente ou inválido para --versao'],
    [['iniciar'], 'argumento inesperado: iniciar'],
    [[], 'informe o servidor e o token'],
    [['--server', 'http://x', '--estado', '/nao/existe/estado.db'], 'informe o token da filial na primeira execução'],
    [['--config', '/nao/existe/gerenciador.conf'], 'não foi possível ler o arquivo de configuração /nao/existe/gerenciador.conf'],
    [['--server', 'servidor-sem-esquema', '--token', 'fvg_1'], 'o endereço do servidor não é válido: servidor-sem-esquema'],
    [['--server', 'http://x', '--token', 'fvg_1', '--proxy', 'socks5://p:1080'], 'o proxy em --proxy (GERENCIADOR_PROXY) deve começar com http:// ou https://'],
    [
      ['--server', 'http://x', '--token', 'fvg_1', '--ca', '/nao/existe/empresa.pem'],
      'não foi possível ler o arquivo de certificados /nao/existe/empresa.pem (ENOENT)',
    ],
  ])('%j: says what is wrong, prints the usage and exits 2, without a stack trace', (argumentos, mensagem) => {
    const r = rodar(...argumentos);
    expect(r.codigo).toBe(2);
    expect(r.erro).toContain(`fv-gerenciador: ${mensagem}`);
    expect(r.erro).toContain('uso: fv-gerenciador');
    expect(r.erro).not.toMatch(/\n\s+at /);
    expect(r.saida).toBe('');
  });
});

describe('o título do processo', () => {
  it('masks the token and the proxy password, whichever way they were written', () => {
    expect(semSegredos(['--server', 'http://x', '--token', 'fvg_segredo', '--estado', 'e.db'])).toEqual([
      '--server',
      'http://x',
      '--token',
      '***',
      '--estado',
      'e.db',
    ]);
    expect(semSegredos(['--token=fvg_segredo', '--supervisionar'])).toEqual(['--token=***', '--supervisionar']);
    expect(semSegredos(['--proxy', 'http://fv:Segredo1@p:3128', '--proxy=https://fv:Segredo2@p'])).toEqual([
      '--proxy',
      'http://fv:[oculto]@p:3128',
      '--proxy=https://fv:[oculto]@p',
    ]);
    expect(semSegredos(['--server', 'http://x', '--proxy', 'http://p:3128'])).toEqual(['--server', 'http://x', '--proxy', 'http://p:3128']);
  });
});

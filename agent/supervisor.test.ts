import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atrasoReinicio, supervisionar } from './supervisor';

/** A stand-in agent: notes each start in the log, then exits with failure or waits for the channel to close. */
const FILHO = `
process.stdout.write('inicio\\n');
if (process.env.FALHAR) process.exit(3);
process.on('disconnect', () => { process.stdout.write('encerrado\\n'); process.exit(0); });
setInterval(() => undefined, 1000);
`;

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('supervisor', () => {
  it('backs off from 2 s, doubling, up to one minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(atrasoReinicio)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  it('restarts an agent that dies, writing its output to the log', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'supervisor-')), 'gerenciador.log');
    const mensagens: string[] = [];
    process.env.FALHAR = '1';
    const supervisao = supervisionar(process.execPath, ['-e', FILHO], { log, registrar: (m) => mensagens.push(m) });
    delete process.env.FALHAR;
    await esperar(2_800);
    await supervisao.parar();
    expect(readFileSync(log, 'utf8').match(/inicio/g)).toHaveLength(2);
    expect(mensagens[0]).toBe('gerenciador terminou (código 3); reinício em 2 s');
  });

  it('stops the agent cleanly through its channel, without restarting it', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'supervisor-')), 'gerenciador.log');
    const supervisao = supervisionar(process.execPath, ['-e', FILHO], { log });
    await esperar(500);
    await supervisao.parar();
    await esperar(300);
    expect(readFileSync(log, 'utf8')).toBe('inicio\nencerrado\n');
  });
});

/** A stand-in executable of version `versao` (a node script with its shebang), doing `depois` once started. */
function executavel(versao: string, depois: 'conectar' | 'sair' | 'calar'): string {
  return `#!${process.execPath}
const fs = require('node:fs');
fs.appendFileSync(process.env.REGISTRO, '${versao}\\n');
if ('${depois}' === 'sair') process.exit(3);
if ('${depois}' === 'conectar') process.send({ tipo: 'conectado', versao: '${versao}' });
const novo = process.env.EXECUTAVEL + '.novo';
if (fs.existsSync(novo)) process.send({ tipo: 'trocarVersao', arquivo: novo, versao: '2.0.0', versaoAnterior: '${versao}' });
process.on('disconnect', () => process.exit(0));
setInterval(() => undefined, 1000);
`;
}

/** Polls `condicao` until true (each 50 ms, up to 15 s): what the supervisor does takes a few process starts. */
async function ate(condicao: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !condicao(); i++) await esperar(50);
  expect(condicao()).toBe(true);
}

describe('supervisor: atualização', () => {
  function cenario(novo: string, prazoMs = 15_000) {
    const pasta = mkdtempSync(join(tmpdir(), 'troca-'));
    const comando = join(pasta, 'fv-gerenciador');
    const registro = join(pasta, 'registro.txt');
    const diario = join(pasta, 'estado.db.atualizacao.json');
    writeFileSync(registro, '');
    writeFileSync(comando, executavel('1.0.0', 'conectar'), { mode: 0o755 });
    writeFileSync(`${comando}.novo`, novo, { mode: 0o755 });
    const mensagens: string[] = [];
    const supervisao = supervisionar(comando, [], {
      registrar: (m) => mensagens.push(m),
      ambiente: { ...process.env, REGISTRO: registro, EXECUTAVEL: comando },
      atualizacao: { diario, prazoMs },
    });
    const inicios = () => readFileSync(registro, 'utf8').split('\n').filter(Boolean);
    return { comando, diario, supervisao, mensagens, inicios, lerDiario: () => JSON.parse(readFileSync(diario, 'utf8')) as Record<string, string> };
  }

  it('swaps in the new version when the worker asks, keeping the previous one, and confirms it once connected', async () => {
    const c = cenario(executavel('2.0.0', 'conectar'));
    await ate(() => c.mensagens.some((m) => m.includes('atualização concluída')));
    await c.supervisao.parar();
    expect(c.inicios()).toEqual(['1.0.0', '2.0.0']);
    expect(readFileSync(c.comando, 'utf8')).toContain("'2.0.0'");
    expect(readFileSync(`${c.comando}.anterior`, 'utf8')).toContain("'1.0.0'");
    expect(existsSync(`${c.comando}.novo`)).toBe(false);
    expect(c.lerDiario()).toMatchObject({ fase: 'trocada', versao: '2.0.0', versaoAnterior: '1.0.0' });
  });

  it('goes back to the previous version when the new one exits at start, and says why in the journal', async () => {
    const c = cenario(executavel('2.0.0', 'sair'));
    await ate(() => c.inicios().length >= 3);
    await c.supervisao.parar();
    expect(c.inicios()).toEqual(['1.0.0', '2.0.0', '1.0.0']);
    expect(readFileSync(c.comando, 'utf8')).toContain("'1.0.0'");
    expect(c.lerDiario()).toMatchObject({
      fase: 'revertida',
      versao: '2.0.0',
      versaoAnterior: '1.0.0',
      motivo: 'A versão 2.0.0 terminou ao iniciar (código 3) antes de se conectar ao servidor; o supervisor voltou para a versão 1.0.0.',
    });
  });

  it('goes back when the new version does not connect in time', async () => {
    const c = cenario(executavel('2.0.0', 'calar'), 1_000);
    await ate(() => c.inicios().length >= 3);
    await c.supervisao.parar();
    expect(c.inicios()).toEqual(['1.0.0', '2.0.0', '1.0.0']);
    expect(readFileSync(c.comando, 'utf8')).toContain("'1.0.0'");
    expect(c.lerDiario()).toMatchObject({
      fase: 'revertida',
      motivo: 'A versão 2.0.0 não se conectou ao servidor em 1 s; o supervisor voltou para a versão 1.0.0.',
    });
  });
});

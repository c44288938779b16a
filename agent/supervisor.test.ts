import { mkdtempSync, readFileSync } from 'node:fs';
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

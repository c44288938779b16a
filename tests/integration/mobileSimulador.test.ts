import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const executar = promisify(execFile);

/** `npm run device -- …` as a person would use it: each command a new process, the token kept in a state file. */
describe.skipIf(postgresUnavailable())('simulador de aparelho na linha de comando', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let pasta: string;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Cli');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'senha-ana')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1'), produto('P2', { valorUnitario: 2.5 })]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    pasta = mkdtempSync(join(tmpdir(), 'fv-device-'));
  });
  afterAll(async () => {
    rmSync(pasta, { recursive: true, force: true });
    await t?.close();
  });

  const device = async (...args: string[]) => {
    try {
      const r = await executar(process.execPath, ['--import', 'tsx', 'scripts/device.ts', ...args, '--estado', join(pasta, 'estado.json'), '--json'], { cwd: process.cwd() });
      return { codigo: 0, saida: r.stdout.trim() };
    } catch (erro) {
      const e = erro as { code: number; stdout: string; stderr: string };
      return { codigo: e.code, saida: `${e.stdout}${e.stderr}`.trim() };
    }
  };

  it('activates, logs in, pulls everything and posts an order whose state it then reads', async () => {
    const ativar = await device('ativar', '--servidor', t.url, '--identificador', c.identificadorApp, '--uuid', 'cli-aparelho-1', '--modelo', 'Moto E');
    expect(ativar.codigo).toBe(0);
    expect(JSON.parse(ativar.saida)).toMatchObject({ dispositivo: { uuid: 'cli-aparelho-1' }, filial: { id: c.filialId } });
    expect(JSON.parse(readFileSync(join(pasta, 'estado.json'), 'utf8'))).toMatchObject({ servidor: t.url, uuid: 'cli-aparelho-1', token: expect.any(String) });

    expect(JSON.parse((await device('login', '--login', 'ana', '--senha', 'senha-ana')).saida)).toMatchObject({ vendedor: { usuarioIdentificador: '1' } });
    expect(JSON.parse((await device('puxar', '--tipo', 'produto', '--tudo')).saida)).toMatchObject({ registros: 2, paginas: 1 });

    const pedido = await device('pedido', '--cliente', 'C1', '--item', 'P1:2:10', '--item', 'P2:4:2.5', '--uuid', 'cli-pedido-1');
    expect(JSON.parse(pedido.saida)).toMatchObject({ uuid: 'cli-pedido-1', situacao: 'pendente' });
    const guardado = await c.registros.buscarPorUuid(c.filialId, 'pedido', 'cli-pedido-1');
    expect(guardado!.dados).toMatchObject({ valorTotal: 30, itens: [{ produtoIdentificador: 'P1', quantidade: 2, valorTotal: 20 }, { produtoIdentificador: 'P2', quantidade: 4, valorTotal: 10 }] });
    expect(JSON.parse((await device('situacao', '--rota', 'pedidos', '--uuid', 'cli-pedido-1')).saida)).toMatchObject({ situacao: 'pendente' });

    const recusado = await device('pedido', '--cliente', 'C1', '--item', 'P1:999:10');
    expect(recusado.codigo).toBe(1);
    expect(recusado.saida).toContain('excede o estoque atual');
    expect((await device('pedido', '--cliente', 'C1', '--item', 'lixo')).saida).toContain('item inválido "lixo"');
  }, 90_000);
});

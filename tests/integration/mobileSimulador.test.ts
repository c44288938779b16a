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

  /** The command as typed, its exit code, what it printed on stdout and on stderr. */
  const rodar = async (args: string[], env: NodeJS.ProcessEnv = process.env) => {
    try {
      const r = await executar(process.execPath, ['--import', 'tsx', 'scripts/device.ts', ...args], { cwd: process.cwd(), env });
      return { codigo: 0, stdout: r.stdout.trim(), stderr: r.stderr.trim() };
    } catch (erro) {
      const e = erro as { code: number; stdout: string; stderr: string };
      return { codigo: e.code, stdout: e.stdout.trim(), stderr: e.stderr.trim() };
    }
  };
  const device = async (...args: string[]) => {
    const r = await rodar([...args, '--estado', join(pasta, 'estado.json'), '--json']);
    return { codigo: r.codigo, saida: r.codigo === 0 ? r.stdout : `${r.stdout}${r.stderr}`.trim() };
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
    expect(guardado!.dados).toMatchObject({
      valorTotal: 30,
      itens: [
        { produtoIdentificador: 'P1', quantidade: 2, valorTotal: 20 },
        { produtoIdentificador: 'P2', quantidade: 4, valorTotal: 10 },
      ],
    });
    expect(JSON.parse((await device('situacao', '--rota', 'pedidos', '--uuid', 'cli-pedido-1')).saida)).toMatchObject({ situacao: 'pendente' });

    const recusado = await device('pedido', '--cliente', 'C1', '--item', 'P1:999:10');
    expect(recusado.codigo).toBe(1);
    expect(recusado.saida).toContain('excede o estoque atual');
    expect((await device('pedido', '--cliente', 'C1', '--item', 'lixo')).saida).toContain('item inválido "lixo"');
  }, 90_000);

  it('answers --ajuda, --help and -h with its usage (exit 0), and a wrong option or command with the usage (exit 2)', async () => {
    for (const pedido of ['--ajuda', '--help', '-h']) {
      const r = await rodar([pedido]);
      expect(r.codigo, pedido).toBe(0);
      expect(r.stdout).toContain('uso: npm run device -- <comando> [opções]');
      expect(r.stdout).toContain('--item PRODUTO:QUANTIDADE:VALOR[:DESCONTO]');
      expect(r.stdout).toContain('--estado ARQUIVO');
      // The usage tells how to use it, not where its source is.
      expect(r.stdout).not.toMatch(/scripts\/|\.ts\b/);
    }
    const opcao = await rodar(['pedido', '--servidor', t.url, '--descont', '5']);
    expect(opcao).toMatchObject({ codigo: 2, stdout: '' });
    expect(opcao.stderr).toMatch(/^Erro: opção desconhecida: --descont\n\nSimulador de aparelho/);
    const comando = await rodar(['voar', '--servidor', t.url]);
    expect(comando.codigo).toBe(2);
    expect(comando.stderr).toMatch(/^Comando desconhecido: voar\n\nSimulador de aparelho/);
  });

  it('says where it keeps its state file, and keeps it where --estado or DEVICE_STATE says', async () => {
    const arquivo = join(pasta, 'outro-estado.json');
    const r = await rodar(['ativar', '--servidor', t.url, '--identificador', c.identificadorApp, '--uuid', 'cli-aparelho-2', '--estado', arquivo, '--json']);
    expect(r.codigo).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ dispositivo: { uuid: 'cli-aparelho-2' } });
    expect(r.stderr).toBe(`Estado do aparelho salvo em ${arquivo} (escolha outro com --estado).`);
    expect(JSON.parse(readFileSync(arquivo, 'utf8'))).toMatchObject({ uuid: 'cli-aparelho-2' });

    const doAmbiente = join(pasta, 'do-ambiente.json');
    const ambiente = await rodar(['configuracao', '--json'], { ...process.env, DEVICE_STATE: doAmbiente });
    expect(ambiente.codigo).toBe(2);
    expect(ambiente.stderr).toContain(`nenhum servidor guardado em ${doAmbiente}`);
    const usoPadrao = await rodar(['--ajuda']);
    expect(usoPadrao.stdout).toContain(`padrão: a variável DEVICE_STATE ou ${join(tmpdir(), 'forcavendas-device.json')}`);
  });

  it('sends an item’s discount and the order’s own discount', async () => {
    await c.configurar({ permiteDescontoNoItemPedido: true, permiteDescontoNoPedido: true });
    const pedido = await device('pedido', '--cliente', 'C1', '--item', 'P1:2:10:1.5', '--item', 'P2:1:2.5', '--desconto', '1', '--uuid', 'cli-pedido-desconto');
    expect(pedido.codigo, pedido.saida).toBe(0);
    const guardado = await c.registros.buscarPorUuid(c.filialId, 'pedido', 'cli-pedido-desconto');
    expect(guardado!.dados).toMatchObject({
      valorBruto: 21,
      valorDesconto: 1,
      valorTotal: 20,
      itens: [
        { produtoIdentificador: 'P1', quantidade: 2, valorUnitarioVenda: 10, valorDesconto: 1.5, valorTotal: 18.5 },
        { produtoIdentificador: 'P2', valorTotal: 2.5 },
      ],
    });
    expect((await device('pedido', '--cliente', 'C1', '--item', 'P1:2:10:caro')).saida).toContain('item inválido "P1:2:10:caro"');
  });
});

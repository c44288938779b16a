import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages';
import type { ConexaoErp } from '../types';
import { DialetoMssql } from './dialect';

/**
 * SQL Server has no Debian package, so no real server runs here. What can be checked without one:
 * the driver dials the configured address and speaks TDS (its first packet is PRELOGIN, type 0x12),
 * a refused or non-TDS endpoint fails the test connection instead of hanging, the dialect's
 * bound-parameter markers, and that a select that is not one query is refused before any connection.
 */
const conexao = (porta: number, portaMssql: number): ConexaoErp => ({
  tipoIntegracao: 'mssql',
  hostname: '127.0.0.1',
  porta,
  portaMssql,
  database: 'erp',
  username: 'sa',
  password: 'Senha#123',
  sqliteArquivo: '',
});

let servidor: Server | null = null;
afterEach(() => new Promise<void>((r) => (servidor ? servidor.close(() => r()) : r())));

/** A TCP endpoint that records the first packet's type and answers bytes that are not TDS. */
function falsoServidor(): Promise<{ porta: number; primeiroPacote: Promise<number> }> {
  let receber!: (tipo: number) => void;
  const primeiroPacote = new Promise<number>((r) => (receber = r));
  servidor = createServer((socket) => {
    socket.once('data', (dados) => {
      receber(dados[0]!);
      socket.end(Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n'));
    });
  });
  return new Promise((r) => servidor!.listen(0, '127.0.0.1', () => r({ porta: (servidor!.address() as AddressInfo).port, primeiroPacote })));
}

describe('dialeto SQL Server (sem servidor)', () => {
  it('dials portaMssql with a TDS PRELOGIN and fails the test on an endpoint that is not SQL Server', async () => {
    const { porta, primeiroPacote } = await falsoServidor();
    await expect(new DialetoMssql(conexao(1, porta)).testar()).rejects.toThrow();
    expect(await primeiroPacote).toBe(0x12);
  }, 20_000);

  it('fails the test connection on a refused port', async () => {
    const { porta } = await falsoServidor();
    await new Promise<void>((r) => servidor!.close(() => r()));
    servidor = null;
    await expect(new DialetoMssql(conexao(0, porta)).testar()).rejects.toThrow(/connect|ECONNREFUSED/i);
  }, 20_000);

  it('binds values as @p0, @p1…', () => {
    const dialeto = new DialetoMssql(conexao(0, 1433));
    expect([0, 1, 2].map((i) => dialeto.marcador(i))).toEqual(['@p0', '@p1', '@p2']);
  });

  it('refuses a second statement (with or without ";") and a write before dialing the server', async () => {
    const { porta, primeiroPacote } = await falsoServidor();
    let discou = false;
    void primeiroPacote.then(() => (discou = true));
    const dialeto = new DialetoMssql(conexao(0, porta));
    const casos: [string, string][] = [
      ['select 1 as a; delete from clientes', MSG.selectUmaInstrucao],
      ['select 1 as a\nGO\ndelete from clientes', MSG.selectUmaInstrucao],
      ['select 1 as a delete from clientes', MSG.selectComComando('DELETE')],
      ['select codigo from clientes commit delete from clientes', MSG.selectComComando('COMMIT')],
      ["select codigo from clientes where nome = 'x' exec sp_apagar", MSG.selectComComando('EXEC')],
      ['delete from clientes', MSG.selectSomenteConsulta],
    ];
    for (const [sql, msg] of casos) {
      await expect(dialeto.testarSelect(sql, 1), sql).rejects.toThrow(msg);
      await expect(dialeto.consultar(sql), sql).rejects.toThrow(msg);
      await expect(
        dialeto.percorrer(sql, 10, async () => true),
        sql,
      ).rejects.toThrow(msg);
    }
    await dialeto.fechar();
    expect(discou).toBe(false);
  });

  it('sends a test select verbatim (ORDER BY included), limited by SET ROWCOUNT on its own connection', async () => {
    const { porta, primeiroPacote } = await falsoServidor();
    await expect(new DialetoMssql(conexao(0, porta)).testarSelect('SELECT codigo FROM produtos ORDER BY codigo', 1)).rejects.toThrow();
    expect(await primeiroPacote).toBe(0x12);
  }, 20_000);
});

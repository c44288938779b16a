import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { CONFIGURACAO_BASICA_PADRAO } from '../common/catalogo';
import { MSG } from '../common/messages';
import { EVENTOS, WS_PATH, type Mensagem } from '../common/protocolo';
import { EstadoLocal } from './estado';
import { Gerenciador } from './gerenciador';

const esperar = async (condicao: () => boolean, ms = 20_000) => {
  const limite = Date.now() + ms;
  while (!condicao()) {
    if (Date.now() > limite) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('gerenciador: servidor sem o seu banco de dados', () => {
  const limpar: (() => unknown)[] = [];
  afterEach(async () => {
    for (const f of limpar.splice(0).reverse()) await f();
  });

  it('asks for its configuration again, with a growing wait, while the server answers "serviço temporariamente indisponível"', async () => {
    const pedidos: number[] = [];
    let conexoes = 0;
    const pasta = mkdtempSync(join(tmpdir(), 'agente-sem-banco-'));
    const hub = new WebSocketServer({ port: 0, path: WS_PATH });
    limpar.push(() => new Promise((r) => hub.close(r)));
    hub.on('connection', (socket) => {
      conexoes += 1;
      socket.on('message', (dados) => {
        const m = JSON.parse(String(dados)) as Mensagem;
        if (m.type !== EVENTOS.configuracao) return;
        pedidos.push(Date.now());
        // The server's database comes back at the third request.
        const resposta =
          pedidos.length < 3
            ? { id: m.id, type: EVENTOS.resposta, payload: null, erro: MSG.servicoIndisponivel }
            : {
                id: m.id,
                type: EVENTOS.resposta,
                payload: {
                  conexao: { tipoIntegracao: 'sqlite', sqliteArquivo: join(pasta, 'erp.db') },
                  basica: CONFIGURACAO_BASICA_PADRAO,
                  configuracoes: [],
                  geracoes: {},
                },
              };
        socket.send(JSON.stringify(resposta));
      });
    });
    await new Promise((r) => hub.once('listening', r));
    const estado = new EstadoLocal(join(pasta, 'estado.db'));
    const gerenciador = new Gerenciador(`http://127.0.0.1:${(hub.address() as AddressInfo).port}`, 'token', estado);
    limpar.push(
      () => rmSync(pasta, { recursive: true, force: true }),
      () => estado.fechar(),
      () => gerenciador.encerrar(),
    );
    gerenciador.iniciar();
    await esperar(() => pedidos.length === 3);
    expect(conexoes).toBe(1);
    // 1 s, then 2 s: a backoff, not a tight loop against a database that is down.
    expect(pedidos[1]! - pedidos[0]!).toBeGreaterThanOrEqual(900);
    expect(pedidos[2]! - pedidos[1]!).toBeGreaterThanOrEqual(1900);
  });
});

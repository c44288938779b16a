import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Mensagem } from '../common/protocolo';
import { ConexaoHub, ErroMensagem, type ComandoRecebido } from './conexao';

/** A hub stand-in: takes the agent's socket, lets the test send it anything and read its answers. */
async function hubFalso() {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http });
  const recebidas: Mensagem[] = [];
  let socket: WebSocket | null = null;
  const avisos: (() => void)[] = [];
  wss.on('connection', (s) => {
    socket = s;
    s.on('message', (d) => {
      recebidas.push(JSON.parse(String(d)) as Mensagem);
      for (const avisar of avisos.splice(0)) avisar();
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const ate = async (teste: () => boolean) => {
    while (!teste()) await new Promise<void>((r) => avisos.push(r));
  };
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    recebidas,
    conectado: () => ate(() => socket !== null),
    enviar: (texto: string) => socket!.send(texto),
    resposta: async (id: string) => {
      await ate(() => recebidas.some((m) => m.id === id && m.type === 'resposta'));
      return recebidas.find((m) => m.id === id && m.type === 'resposta')!;
    },
    /** Answers the agent's next request of `type` with `payload`. */
    responderProximo: async (type: string, payload: unknown) => {
      await ate(() => recebidas.some((m) => m.type === type));
      const pedido = recebidas.find((m) => m.type === type)!;
      socket!.send(JSON.stringify({ id: pedido.id, type: 'resposta', payload }));
    },
    fechar: async () => {
      for (const c of wss.clients) c.terminate();
      wss.close();
      await new Promise((r) => http.close(r));
    },
  };
}

describe('the agent reads the server’s commands against the protocol', () => {
  let hub: Awaited<ReturnType<typeof hubFalso>>;
  let conexao: ConexaoHub;
  const tratados: ComandoRecebido[] = [];

  beforeEach(async () => {
    tratados.length = 0;
    hub = await hubFalso();
    conexao = new ConexaoHub(
      hub.url,
      'fvg_teste',
      () => ({ versao: '0.1.0', hostname: 'teste' }),
      async (comando) => {
        tratados.push(comando);
        return { status: true, msg: `feito: ${comando.type}` };
      },
    );
    conexao.on('falha', () => undefined);
    conexao.iniciar();
    await hub.conectado();
  });
  afterEach(async () => {
    conexao.encerrar();
    await hub.fechar();
  });

  it('answers a command off its definition with the reason, runs nothing, and goes on with the next', async () => {
    const recusas: string[] = [];
    conexao.on('recusada', (motivo: string) => recusas.push(motivo));
    hub.enviar(JSON.stringify({ id: 'c1', type: 'sincronizar', payload: { tipo: 5, reenviarTodos: 'sim' } }));
    expect(await hub.resposta('c1')).toMatchObject({ payload: null, erro: 'O gerenciador recusou o comando: sincronizar: tipo tem o tipo errado.' });
    hub.enviar(JSON.stringify({ id: 'c2', type: 'formatarDisco', payload: {} }));
    expect((await hub.resposta('c2')).erro).toBe('O gerenciador recusou o comando: tipo de mensagem desconhecido.');
    // Not even an id to answer to: nothing is sent back, nothing runs.
    for (const lixo of ['null', '42', '[]', '{"type":"reiniciar"}', '{"id":']) hub.enviar(lixo);
    hub.enviar(JSON.stringify({ id: 'c3', type: 'registrosPendentes', payload: {} }));
    expect(await hub.resposta('c3')).toMatchObject({ payload: { status: true, msg: 'feito: registrosPendentes' } });
    expect(tratados.map((c) => c.type)).toEqual(['registrosPendentes']);
    expect(recusas).toHaveLength(7);
    expect(conexao.conectada).toBe(true);
  });

  it('hands the handler the payload as checked (the port as a number, texts as they came)', async () => {
    hub.enviar(
      JSON.stringify({
        id: 't1',
        type: 'testarConexao',
        payload: { tipoIntegracao: 'postgres', hostname: 'db', porta: '5432', database: 'erp', username: 'u', password: 'p' },
      }),
    );
    await hub.resposta('t1');
    expect(tratados[0]).toMatchObject({ type: 'testarConexao', payload: { tipoIntegracao: 'postgres', porta: 5432, password: 'p' } });
  });

  it('does not send a request the server would refuse, and refuses an answer off its definition', async () => {
    await expect(conexao.pedir('pendentes', { limite: 1000 })).rejects.toThrow(ErroMensagem);
    await expect(conexao.pedir('pendentes', { limite: 1000 })).rejects.toThrow('Mensagem não enviada ao servidor: pendentes: limite é grande demais.');
    expect(hub.recebidas.filter((m) => m.type === 'pendentes')).toEqual([]);

    const pedido = conexao.pedir('pendentes', { limite: 20 });
    await hub.responderProximo('pendentes', [{ tipo: 'boleto', uuid: 'u', dados: {} }]);
    await expect(pedido).rejects.toThrow('O servidor respondeu num formato inesperado (resposta a pendentes: 0.tipo tem um valor não aceito).');
    expect(conexao.conectada).toBe(true);
  });
});

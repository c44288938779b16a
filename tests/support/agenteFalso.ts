import WebSocket from 'ws';
import { WS_PATH, type Mensagem } from '../../common/protocolo';

/** A stand-in for the agent: connects with the branch token, records what it gets, answers with `responder`. */
export async function conectarAgente(url: string, token: string, responder: (m: Mensagem) => unknown) {
  const recebidas: Mensagem[] = [];
  const socket = new WebSocket(url.replace(/^http/, 'ws') + WS_PATH, { headers: { authorization: `Bearer ${token}` } });
  socket.on('message', (data) => {
    const mensagem = JSON.parse(String(data)) as Mensagem;
    recebidas.push(mensagem);
    const payload = responder(mensagem);
    if (payload !== undefined) socket.send(JSON.stringify({ id: mensagem.id, type: 'resposta', payload }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ id: 'h1', type: 'hello', payload: { versao: '0.1.0', hostname: 'erp-servidor' } }));
  const fechado = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, recebidas, fechado };
}

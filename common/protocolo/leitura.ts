import { z } from 'zod';
import { textoLivre } from './campos';
import { DEFINICOES_COMANDOS, type Comandos, type NomeComando } from './comandos';
import { DEFINICOES_EVENTOS, type Eventos, type NomeEvento } from './eventos';
import { MAX_BYTES_MENSAGEM, MAX_BYTES_POR_TIPO } from './limites';

type Definicoes = Comandos & Eventos;
export type NomeMensagem = keyof Definicoes;
/** What a sender passes as a message's payload. */
export type PayloadDe<K extends NomeMensagem> = z.input<Definicoes[K]['payload']>;
/** A payload as the receiver gets it, checked (free texts cut to their bound). */
export type PayloadRecebido<K extends NomeMensagem> = z.output<Definicoes[K]['payload']>;
/** The answer to a request, as the requester gets it, checked. */
export type RespostaDe<K extends NomeMensagem> = z.output<Definicoes[K]['resposta']>;
/** The answer a handler gives (before the check the requester makes). */
export type RespostaEnviada<K extends NomeMensagem> = z.input<Definicoes[K]['resposta']>;

/** A request or notice checked against its definition. */
export type Recebida<K extends NomeMensagem> = { id: string; type: K; payload: PayloadRecebido<K> };
/** An answer to an earlier request: its payload is checked against that request's answer by whoever waits for it. */
export interface RespostaRecebida {
  id: string;
  type: 'resposta';
  payload?: unknown;
  erro?: string;
}
export type MensagemDoAgente = { [K in NomeEvento]: Recebida<K> }[NomeEvento] | RespostaRecebida;
export type MensagemDoServidor = { [K in NomeComando]: Recebida<K> }[NomeComando] | RespostaRecebida;

/** Why a message was refused, in Portuguese, naming the place and never the value (it goes to logs and to the close reason). */
export type Leitura<M> = { ok: true; mensagem: M } | { ok: false; motivo: string; id?: string; type?: string };

const PROBLEMAS: Record<string, string> = {
  invalid_type: 'tem o tipo errado',
  too_big: 'é grande demais',
  too_small: 'é pequeno demais ou está vazio',
  invalid_value: 'tem um valor não aceito',
  invalid_union: 'tem um formato não aceito',
  invalid_format: 'tem um formato não aceito',
  invalid_key: 'tem um campo não aceito',
  invalid_element: 'tem um item não aceito',
  not_multiple_of: 'tem um valor não aceito',
  unrecognized_keys: 'tem campos não aceitos',
};

/** The first problem of a failed check: where (a path such as registros.3.identificador) and what. */
export function descreverProblema(erro: z.ZodError): string {
  const problema = erro.issues[0];
  if (!problema) return 'inválido';
  const onde = problema.path.map(String).join('.').slice(0, 80) || 'payload';
  const problemaTexto = problema.code === 'custom' ? problema.message : (PROBLEMAS[problema.code] ?? 'é inválido');
  return `${onde} ${problemaTexto}`;
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const erroDaResposta = textoLivre(16_000).optional();

/** A name safe to log: what the peer sent as `type`, only if it looks like one. */
const nomeSeguro = (v: unknown) => (typeof v === 'string' && /^[A-Za-z]{1,40}$/.test(v) ? v : undefined);

function ler<N extends string>(
  texto: string,
  bytes: number,
  definicoes: Record<N, { payload: z.ZodType }>,
): Leitura<{ id: string; type: string; payload?: unknown; erro?: string }> {
  if (bytes > MAX_BYTES_MENSAGEM) return { ok: false, motivo: `mensagem grande demais (${bytes} bytes; máximo ${MAX_BYTES_MENSAGEM})` };
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    return { ok: false, motivo: 'a mensagem não é um JSON válido' };
  }
  if (!ehObjeto(valor)) return { ok: false, motivo: 'a mensagem não é um objeto JSON' };
  const { id, type } = valor;
  if (typeof id !== 'string' || !id || id.length > 100) return { ok: false, motivo: 'a mensagem não tem um id válido', type: nomeSeguro(type) };
  if (type === 'resposta') {
    const erro = erroDaResposta.safeParse(valor.erro);
    if (!erro.success) return { ok: false, motivo: `resposta: erro ${PROBLEMAS.invalid_type}`, id, type };
    return { ok: true, mensagem: { id, type, payload: valor.payload, ...(erro.data ? { erro: erro.data } : {}) } };
  }
  if (typeof type !== 'string' || !Object.hasOwn(definicoes, type)) return { ok: false, motivo: 'tipo de mensagem desconhecido', id, type: nomeSeguro(type) };
  const maximo = MAX_BYTES_POR_TIPO[type] ?? MAX_BYTES_MENSAGEM;
  if (bytes > maximo) return { ok: false, motivo: `${type} grande demais (${bytes} bytes; máximo ${maximo})`, id, type };
  const payload = definicoes[type as N].payload.safeParse(valor.payload);
  if (!payload.success) return { ok: false, motivo: `${type}: ${descreverProblema(payload.error)}`, id, type };
  return { ok: true, mensagem: { id, type, payload: payload.data } };
}

/**
 * A message from an agent, read by the hub: JSON, an object, an id, a known event, within its
 * type's byte bound, its payload as its definition says. `bytes` is the frame's length.
 */
export function lerDoAgente(texto: string, bytes: number): Leitura<MensagemDoAgente> {
  return ler(texto, bytes, DEFINICOES_EVENTOS) as Leitura<MensagemDoAgente>;
}

/** A message from the server, read by the agent: the same checks against the commands. */
export function lerDoServidor(texto: string, bytes: number): Leitura<MensagemDoServidor> {
  return ler(texto, bytes, DEFINICOES_COMANDOS) as Leitura<MensagemDoServidor>;
}

const DEFINICOES = { ...DEFINICOES_COMANDOS, ...DEFINICOES_EVENTOS } as Definicoes;

/** An answer to a request of type `tipo`, checked against its definition. */
export function lerResposta<K extends NomeMensagem>(tipo: K, payload: unknown): { ok: true; resposta: RespostaDe<K> } | { ok: false; motivo: string } {
  const r = DEFINICOES[tipo].resposta.safeParse(payload);
  return r.success ? { ok: true, resposta: r.data as RespostaDe<K> } : { ok: false, motivo: `resposta a ${tipo}: ${descreverProblema(r.error)}` };
}

/**
 * A payload about to be sent, checked against its definition: the sender never puts on the wire
 * what the other side would refuse (it learns why at once), and free texts leave already cut.
 */
export function prepararPayload<K extends NomeMensagem>(
  tipo: K,
  payload: PayloadDe<K>,
): { ok: true; payload: PayloadRecebido<K> } | { ok: false; motivo: string } {
  const r = DEFINICOES[tipo].payload.safeParse(payload);
  return r.success ? { ok: true, payload: r.data as PayloadRecebido<K> } : { ok: false, motivo: `${tipo}: ${descreverProblema(r.error)}` };
}

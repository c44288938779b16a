import { z } from 'zod';
import type { ResultadoPrevia } from '../api/previa';
import type { EsquemaErp } from '../api/esquemaErp';
import type { SugestaoConfiguracao } from '../api/sugestao';
import type { ResultadoTesteInsert } from '../api/testeInsert';
import { TIPOS_INTEGRACAO, TIPOS_REGISTRO_APP, type ConfiguracaoBasica, type Mapeamento } from '../catalogo';
import { MAX_IDENTIFICADOR, MAX_NOME_TABELA, MAX_TEXTO_ERRO } from './limites';

/** The pieces the messages are made of (comandos.ts and eventos.ts put them together). */

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON object whose fields the receiver reads itself (a configuration's dados, a phone record). */
export const objeto = z.record(z.string().max(200), z.unknown());

/** An object of a type the catalogue describes (validated where it is saved); here only its shape. */
export const objetoDe = <T>() => z.custom<T>(ehObjeto, { message: 'deve ser um objeto' });

/** Text of the ERP or a driver (an error, its detail, a row's failure): cut to `max`, never refused. */
export const textoLivre = (max = MAX_TEXTO_ERRO) => z.string().transform((s) => (s.length > max ? s.slice(0, max) : s));

/** A catalogue data type by name (configuracaoDadosProduto…); an unknown one is answered by the server, not refused. */
export const tipoDado = z.string().min(1).max(80);

/** A record's key in the ERP, as the server stores it: 1 to 200 characters, not only blanks. */
export const identificador = z
  .string()
  .max(MAX_IDENTIFICADOR)
  .refine((s) => s.trim() !== '', 'não pode ficar em branco');

/** A table of the ERP as a proposal names it among its alternatives. */
export const nomeTabela = z.string().min(1).max(MAX_NOME_TABELA);

export const tipoRegistroApp = z.enum(TIPOS_REGISTRO_APP);
export const uuidRegistro = z.string().min(1).max(100);
export const dataIso = z.string().max(40);
export const contagem = z.int().min(0);

/** Answer of a manager call (docs/produto.md §3 "Resultado de chamada ao gerenciador"); `dados` is the call's own. */
export const resultadoGerenciador = <T = unknown>() =>
  z.object({
    status: z.boolean(),
    msg: textoLivre(16_000).nullish(),
    erro: textoLivre(16_000).nullish(),
    dados: z.custom<T>(() => true).optional(),
  });
export type ResultadoGerenciador = z.infer<ReturnType<typeof resultadoGerenciador>>;

/** A value of a mapped field: the catalogue converts every column to text, number, boolean or null. */
export type Escalar = string | number | boolean | null;
export type DadosMapeados = Record<string, Escalar | Record<string, Escalar> | Record<string, Escalar>[]>;
const ehEscalar = (v: unknown): v is Escalar => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const MAX_CHAVE = 100;
const MAX_LINHAS_SUB_SELECT = 100_000;
function ehLinhaMapeada(v: unknown): boolean {
  if (!ehObjeto(v)) return false;
  for (const k of Object.keys(v)) if (k.length > MAX_CHAVE || !ehEscalar(v[k])) return false;
  return true;
}

/**
 * A record as the agent maps it: fields, custom fields (an object) and sub-select rows (lists of
 * objects), two levels deep at most. Checked by hand: a batch holds thousands of them, and a
 * generic union per value cost ten times as much.
 */
export const dadosMapeados = z.custom<DadosMapeados>(
  (v) => {
    if (!ehObjeto(v)) return false;
    for (const k of Object.keys(v)) {
      const x = v[k];
      if (k.length > MAX_CHAVE) return false;
      if (ehEscalar(x)) continue;
      if (Array.isArray(x) ? x.length > MAX_LINHAS_SUB_SELECT || !x.every(ehLinhaMapeada) : !ehLinhaMapeada(x)) return false;
    }
    return true;
  },
  { message: 'não é um registro mapeado (campos de texto, número, lógico ou nulo; sub-selects como listas de objetos)' },
);

/** A connection to the ERP as the page holds it (testarConexao) or as saved (configuracao): the agent opens its dialect with it. */
const textoConexao = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');
const porta = z
  .union([z.number(), z.string().max(10)])
  .nullish()
  .transform((v) => Number(v) || 0);
export const conexaoErp = z.looseObject({
  tipoIntegracao: z.enum(TIPOS_INTEGRACAO),
  hostname: textoConexao(255),
  porta,
  portaMssql: porta,
  database: textoConexao(255),
  username: textoConexao(255),
  password: textoConexao(1000),
  sqliteArquivo: textoConexao(4096),
});

/** A data type's configuration: the server's saved one (configuracao) or a page's unsaved one (previsualizar, testarInsert). */
export const configuracaoSalva = z.object({ tipo: z.string().max(80), dados: objeto, mapeamento: objetoDe<Mapeamento>(), ativa: z.boolean() });
export const configuracaoDaPagina = z.object({ dados: objeto, mapeamento: objeto });

export const basica = objetoDe<ConfiguracaoBasica>();
export const esquemaErp = objetoDe<EsquemaErp>();
export const resultadoPrevia = objetoDe<ResultadoPrevia & { avisos?: string[] }>();
export const resultadoTesteInsert = objetoDe<ResultadoTesteInsert>();
export const sugestaoConfiguracao = objetoDe<SugestaoConfiguracao>();

/**
 * A phone record's write-back as the agent reports it, the one definition on both sides:
 * integrado (in the ERP under chaveErp), erro (refused for a reason someone has to fix) or
 * pendente (a transient failure; the agent tries again by itself).
 */
export const gravacaoIntegrada = z.object({ situacao: z.literal('integrado'), chaveErp: textoLivre(MAX_IDENTIFICADOR) });
export const gravacaoNaoIntegrada = z.object({
  situacao: z.enum(['erro', 'pendente']),
  erro: textoLivre(),
  detalhe: textoLivre(),
  /** The kind of failure: one of common/erpErrors' or the write-back's own (revisao, configuracao, valor). */
  tipoErro: z.string().max(40),
});
export const resultadoGravacao = z.discriminatedUnion('situacao', [gravacaoIntegrada, gravacaoNaoIntegrada]);
export type ResultadoGravacao = z.infer<typeof resultadoGravacao>;

/** A phone record waiting for the ERP, as the server hands it to the agent. */
export const registroPendente = z.object({ tipo: tipoRegistroApp, uuid: uuidRegistro, dados: objeto, reenviadoEm: z.string().max(40).nullish() });
export type RegistroPendente = z.infer<typeof registroPendente>;

/** A sample record for the insert test: the branch's last received one or the catalogue's example. */
/** The insert test's record (server/services/amostraInsert.ts): every optional field filled in `dados`, left out in `vazios`. */
export const amostraInsert = z.object({
  tipo: tipoRegistroApp,
  uuid: uuidRegistro,
  dados: objeto,
  vazios: objeto.optional(),
  origem: z.enum(['fila', 'ultimoRecebido', 'exemplo']),
});

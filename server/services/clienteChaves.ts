import type { Kysely } from 'kysely';
import { normalizeSearch, onlyDigits } from '../../common/text/normalize';
import { cleanCnpj } from '../../common/validation/documents';
import type { Database } from '../db/types';

/** The basic configuration's uniqueness options (campoClienteValidacaoUnico) other than nenhum. */
export const CAMPOS_CHAVE_CLIENTE = ['docFederal', 'nome', 'telefone'] as const;
export type CampoChaveCliente = (typeof CAMPOS_CHAVE_CLIENTE)[number];

export const TIPO_DADO_CLIENTE = 'configuracaoDadosCliente';

/**
 * The comparable form of a customer's value: a document without punctuation (alphanumeric CNPJ
 * kept), a phone's digits, a name without accents, case or repeated spaces. Empty means no key.
 */
export function normalizarChaveCliente(campo: CampoChaveCliente, valor: unknown): string | null {
  if (valor === null || valor === undefined || typeof valor === 'object') return null;
  const texto = String(valor);
  const normal = campo === 'docFederal' ? cleanCnpj(texto) : campo === 'telefone' ? onlyDigits(texto) : normalizeSearch(texto).replace(/\s+/g, ' ');
  return normal ? normal.slice(0, 300) : null;
}

export function chavesDoCliente(dados: Record<string, unknown>): { campo: CampoChaveCliente; valor: string }[] {
  return CAMPOS_CHAVE_CLIENTE.flatMap((campo) => {
    const valor = normalizarChaveCliente(campo, dados[campo]);
    return valor ? [{ campo, valor }] : [];
  });
}

type Executor = Kysely<Database>;

/** Replaces the keys of synced customers (origem 'erp'); customers without dados only lose theirs (removals). */
export async function substituirChavesErp(
  k: Executor,
  filialId: number,
  clientes: { identificador: string; dados?: Record<string, unknown> }[],
): Promise<void> {
  for (let i = 0; i < clientes.length; i += 500) {
    const parte = clientes.slice(i, i + 500);
    await k
      .deleteFrom('mobile_cliente_chave')
      .where('filialId', '=', filialId)
      .where('origem', '=', 'erp')
      .where(
        'referencia',
        'in',
        parte.map((c) => c.identificador),
      )
      .execute();
    const linhas = parte.flatMap((c) =>
      c.dados ? chavesDoCliente(c.dados).map((ch) => ({ filialId, origem: 'erp', referencia: c.identificador, ...ch })) : [],
    );
    if (linhas.length) await k.insertInto('mobile_cliente_chave').values(linhas).execute();
  }
}

export async function adicionarChavesApp(k: Executor, filialId: number, uuid: string, dados: Record<string, unknown>): Promise<void> {
  const linhas = chavesDoCliente(dados).map((ch) => ({ filialId, origem: 'app', referencia: uuid, ...ch }));
  if (linhas.length) await k.insertInto('mobile_cliente_chave').values(linhas).execute();
}

/**
 * Another customer of the branch with the same value: a synced one still present, or one posted
 * by a phone that did not fail. Stale keys (data cleared, failed posts) are ignored by these joins.
 */
export async function clienteComMesmaChave(
  k: Executor,
  filialId: number,
  campo: CampoChaveCliente,
  valor: unknown,
  exceto?: { uuid: string },
): Promise<{ origem: string; referencia: string } | null> {
  const normal = normalizarChaveCliente(campo, valor);
  if (!normal) return null;
  const row = await k
    .selectFrom('mobile_cliente_chave as k')
    .select(['k.origem', 'k.referencia'])
    .where('k.filialId', '=', filialId)
    .where('k.campo', '=', campo)
    .where('k.valor', '=', normal)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('k.origem', '=', 'erp'),
          eb.exists(
            eb
              .selectFrom('mobile_dado as d')
              .select('d.id')
              .whereRef('d.filialId', '=', 'k.filialId')
              .where('d.tipo', '=', TIPO_DADO_CLIENTE)
              .whereRef('d.identificador', '=', 'k.referencia')
              .where('d.removido', '=', 0),
          ),
        ]),
        eb.and([
          eb('k.origem', '=', 'app'),
          ...(exceto ? [eb('k.referencia', '<>', exceto.uuid)] : []),
          eb.exists(
            eb
              .selectFrom('mobile_registro as r')
              .select('r.id')
              .whereRef('r.filialId', '=', 'k.filialId')
              .where('r.tipo', '=', 'cliente')
              .whereRef('r.uuid', '=', 'k.referencia')
              .where('r.situacao', '<>', 'erro'),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row ?? null;
}

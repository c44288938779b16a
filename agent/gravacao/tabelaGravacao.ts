import { TABELA_GRAVACAO } from '../../common/catalogo';
import type { Dialeto, Executor } from '../dialects';
import { MOTORES } from '../dialects/engines';

/**
 * The agent's own table in the ERP's database (exactly-once choice `tabelaGerenciador`): one row per
 * phone record written, in the record's own transaction, so that after a crash in COMMIT the agent
 * knows whether the record is in the ERP by looking its uuid up here. It is created only when the
 * integrator agreed (GravacaoUnica.criarTabela) and never touches the ERP's own tables. Each engine's
 * statements to create it and to find it are in its folder (agent/dialects/<engine>/schema.ts).
 */

const primeiro = (linhas: Record<string, unknown>[]) => (linhas[0] ? Object.values(linhas[0])[0] : undefined);

export async function tabelaGravacaoExiste(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>): Promise<boolean> {
  return Number(primeiro(await dialeto.consultar(MOTORES[dialeto.tipo].gravacao.existe))) > 0;
}

/** Creates the table (the integrator agreed); a table already there is left as it is. */
export async function criarTabelaGravacao(dialeto: Pick<Dialeto, 'tipo' | 'consultar' | 'executar'>): Promise<void> {
  if (await tabelaGravacaoExiste(dialeto)) return;
  await dialeto.executar(MOTORES[dialeto.tipo].gravacao.criar);
}

/** The ERP key the record was written under, or null when it is not there (its transaction never committed). */
export async function procurarGravacao(executor: Pick<Executor, 'executar'>, marcador: (i: number) => string, uuid: string): Promise<string | null> {
  const valor = primeiro(await executor.executar(`SELECT chave FROM ${TABELA_GRAVACAO} WHERE uuid = ${marcador(0)}`, [uuid]));
  return valor === undefined || valor === null ? null : String(valor);
}

/** Notes the record in the table, inside the record's own transaction (its COMMIT decides both). */
export async function anotarGravacao(
  tx: Pick<Executor, 'executar'>,
  marcador: (i: number) => string,
  uuid: string,
  tipo: string,
  chave: string,
): Promise<void> {
  await tx.executar(
    `INSERT INTO ${TABELA_GRAVACAO} (uuid, tipo, chave, gravado_em) VALUES (${marcador(0)}, ${marcador(1)}, ${marcador(2)}, CURRENT_TIMESTAMP)`,
    [uuid, tipo, chave],
  );
}

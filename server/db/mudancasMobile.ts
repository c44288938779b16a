import type { OperationNode, RootOperationNode } from 'kysely';
import { nomeTabela } from './mudancasUsuario';

/**
 * What a phone call checks before its work, as migration 0081 watches it: the statements of this
 * instance that change it hold the memory of server/db/memoriaInvalidada.ts until their NOTIFY
 * comes back (PostgreSQL; SQLite reads its counter in-process and needs none of this).
 */
export const CANAL_MOBILE = 'mobile_versao';
/** application_name of the LISTEN connection, to find it in pg_stat_activity. */
export const APLICACAO_ESCUTA_MOBILE = 'fv-aparelhos-listen';

/** Tables watched whatever the columns written (null) or for these columns only; the sellers' upserts in mobile_dado are told by MobileDadosService. */
const VIGIADAS: Record<string, string[] | null> = {
  // dataUltimoAcesso: the device's own bookkeeping writes it forward without the plugins (DispositivosService.registrarAcesso).
  mobile_dispositivo: ['uuid', 'ativo', 'bloqueado', 'tokenHash', 'vendedorLogadoEm', 'dataAtivacao', 'filialId', 'dataUltimoAcesso'],
  mobile_filial: ['nome', 'ativo', 'contratanteId'],
  contratante: ['ativo'],
  mobile_filial_configuracao: null,
  mobile_vendedor_senha: null,
};
const ESCRITA_SQL =
  /\b(insert\s+into|update|delete\s+from)\s+"?(mobile_dispositivo|mobile_filial|contratante|mobile_filial_configuracao|mobile_vendedor_senha)"?(\s|$)/i;

function colunasEscritas(node: OperationNode): string[] {
  const updates = (node as unknown as { updates?: { column: { column: { name: string } } }[] }).updates ?? [];
  return updates.map((u) => u.column.column.name);
}

/** Whether a statement about to run changes what a phone call checks (raw SQL included, by its table alone). */
export function escreveSessaoMobile(node: RootOperationNode): boolean {
  const vigiada = (tabela: string | null, colunas?: string[]) => {
    if (tabela === null || !(tabela in VIGIADAS)) return false;
    const so = VIGIADAS[tabela];
    return so === null || colunas === undefined || colunas.some((c) => so.includes(c));
  };
  if (node.kind === 'InsertQueryNode') {
    const tabela = nomeTabela(node.into);
    // A new device, branch or contratante was never served from memory; an upsert may change one that was.
    return tabela !== null && tabela in VIGIADAS && (VIGIADAS[tabela] === null || node.onConflict !== undefined);
  }
  if (node.kind === 'UpdateQueryNode') return vigiada(nomeTabela(node.table), colunasEscritas(node));
  // Clearing a synced type (sellers perhaps): rare, so any delete of synced records holds the memory.
  if (node.kind === 'DeleteQueryNode') return node.from.froms.some((f) => nomeTabela(f) === 'mobile_dado' || vigiada(nomeTabela(f)));
  if (node.kind === 'RawNode') return ESCRITA_SQL.test(node.sqlFragments.join(' '));
  return false;
}

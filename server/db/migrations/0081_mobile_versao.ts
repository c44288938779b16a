import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The device columns a phone call's check reads. dataUltimoAcesso, written forward once a minute per
 * phone, counts only when it moves back (someone set it by hand): the memory assumes it never does.
 */
const DISPOSITIVO = ['uuid', 'ativo', 'bloqueado', 'tokenHash', 'vendedorLogadoEm', 'dataAtivacao', 'filialId'];
const ACESSO_PARA_TRAS = 'new."dataUltimoAcesso" is null or new."dataUltimoAcesso" < old."dataUltimoAcesso"';
const FILIAL = ['nome', 'ativo', 'contratanteId'];
/** The sellers synced from the ERP (server/mobile/vendedores.ts TIPO_DADO_USUARIO). */
const TIPO_USUARIO = 'configuracaoDadosUsuario';

/**
 * Tells the server instances that what a phone call checks before its work may have changed, so that
 * it can be served from memory (server/db/memoriaInvalidada.ts, docs/operacao.md), the way migration 0075 does for
 * users' sessions: the device (blocked, deactivated, replaced token, activation), its branch and
 * contratante (deactivated), the branch's configurations, the sellers synced from the ERP and their
 * app-created passwords.
 * - SQLite: a counter in `mobile_versao`, moved in the writer's own transaction and read in-process.
 * - PostgreSQL: a NOTIFY on `mobile_versao`, sent at commit to every listening instance.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const colunas = (c: string[]) => c.map((n) => `"${n}"`).join(', ');
  if (engine === 'sqlite') {
    await db.schema
      .createTable('mobile_versao')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('versao', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into mobile_versao (id, versao) values (1, 0)`.execute(db);
    const mover = 'begin update mobile_versao set versao = versao + 1 where id = 1; end';
    const gatilhos = [
      `mobile_versao_dispositivo_u after update of ${colunas(DISPOSITIVO)} on mobile_dispositivo`,
      `mobile_versao_acesso_u after update of "dataUltimoAcesso" on mobile_dispositivo when ${ACESSO_PARA_TRAS}`,
      'mobile_versao_dispositivo_d after delete on mobile_dispositivo',
      `mobile_versao_filial_u after update of ${colunas(FILIAL)} on mobile_filial`,
      'mobile_versao_filial_d after delete on mobile_filial',
      'mobile_versao_contratante_u after update of ativo on contratante',
      'mobile_versao_contratante_d after delete on contratante',
      'mobile_versao_configuracao_i after insert on mobile_filial_configuracao',
      'mobile_versao_configuracao_u after update on mobile_filial_configuracao',
      'mobile_versao_configuracao_d after delete on mobile_filial_configuracao',
      'mobile_versao_senha_i after insert on mobile_vendedor_senha',
      'mobile_versao_senha_u after update on mobile_vendedor_senha',
      'mobile_versao_senha_d after delete on mobile_vendedor_senha',
      `mobile_versao_vendedor_i after insert on mobile_dado when new.tipo = '${TIPO_USUARIO}'`,
      `mobile_versao_vendedor_u after update on mobile_dado when new.tipo = '${TIPO_USUARIO}' or old.tipo = '${TIPO_USUARIO}'`,
      `mobile_versao_vendedor_d after delete on mobile_dado when old.tipo = '${TIPO_USUARIO}'`,
    ];
    for (const g of gatilhos) await sql.raw(`create trigger ${g} ${mover}`).execute(db);
    return;
  }
  // clock_timestamp() makes every statement's payload distinct: PostgreSQL folds equal payloads of one transaction.
  await sql
    .raw(
      `create or replace function mobile_versao_avisar() returns trigger language plpgsql as $$
    begin perform pg_notify('mobile_versao', clock_timestamp()::text); return null; end $$`,
    )
    .execute(db);
  const porComando = 'for each statement execute function mobile_versao_avisar()';
  // Sellers: one row per change, and only for their type (the products' sync statements send nothing).
  const porLinha = 'for each row';
  const avisar = 'execute function mobile_versao_avisar()';
  const gatilhos = [
    `mobile_versao_dispositivo after update of ${colunas(DISPOSITIVO)} or delete on mobile_dispositivo ${porComando}`,
    `mobile_versao_acesso after update of "dataUltimoAcesso" on mobile_dispositivo ${porLinha} when (${ACESSO_PARA_TRAS}) ${avisar}`,
    `mobile_versao_filial after update of ${colunas(FILIAL)} or delete on mobile_filial ${porComando}`,
    `mobile_versao_contratante after update of ativo or delete on contratante ${porComando}`,
    `mobile_versao_configuracao after insert or update or delete on mobile_filial_configuracao ${porComando}`,
    `mobile_versao_senha after insert or update or delete on mobile_vendedor_senha ${porComando}`,
    `mobile_versao_vendedor_iu after insert or update on mobile_dado ${porLinha} when (new.tipo = '${TIPO_USUARIO}') ${avisar}`,
    `mobile_versao_vendedor_d after delete on mobile_dado ${porLinha} when (old.tipo = '${TIPO_USUARIO}') ${avisar}`,
  ];
  for (const g of gatilhos) await sql.raw(`create trigger ${g}`).execute(db);
}

import { Migrator, type Migration } from 'kysely';
import type { Db } from './connection';
import * as initial from './migrations/0001_initial';
import * as mobileRegistro from './migrations/0002_mobile_registro';
import * as sincronizacao from './migrations/0003_sincronizacao';
import * as recuperacao from './migrations/0004_recuperacao';
import * as dispositivoApi from './migrations/0005_dispositivo_api';
import * as presenca from './migrations/0006_gerenciador_presenca';
import * as registroErros from './migrations/0007_registro_erros';
import * as sincronizacaoRetomada from './migrations/0008_sincronizacao_retomada';
import * as rateLimit from './migrations/0013_rate_limit';
import * as dispositivoAtivacao from './migrations/0015_dispositivo_ativacao';
import * as sincronizacaoHistorico from './migrations/0016_sincronizacao_historico';
import * as gerenciadorAlerta from './migrations/0017_gerenciador_alerta';
import * as indicesListas from './migrations/0022_indices_listas';
import * as contatoGerenciador from './migrations/0023_contato_gerenciador';
import * as auditoria from './migrations/0026_auditoria';
import * as buscaNormalizada from './migrations/0030_busca_normalizada';
import * as indicesCobrindoBusca from './migrations/0031_indices_cobrindo_busca';
import * as enderecoConhecido from './migrations/0036_endereco_conhecido';
import * as buscaSqliteLegivel from './migrations/0038_busca_sqlite_legivel';
import * as divergenciaEstrutura from './migrations/0040_divergencia_estrutura';
import * as proximaExecucao from './migrations/0050_proxima_execucao';
import * as frota from './migrations/0046_frota';
import * as atualizacaoAgente from './migrations/0065_atualizacao_agente';
import * as webhookAlerta from './migrations/0060_webhook_alerta';
import * as usuarioVersao from './migrations/0075_usuario_versao';
import * as registroChaveErp from './migrations/0080_registro_chave_erp';
import * as mobileVersao from './migrations/0081_mobile_versao';
import * as tokenGerenciador from './migrations/0082_token_gerenciador';

/** The migrations of this version, for either engine (the same list runs on SQLite and PostgreSQL). */
export function migrator(db: Db): Migrator {
  const migrations: Record<string, Migration> = {
    '0001_initial': { up: (k) => initial.up(k, db.engine) },
    '0002_mobile_registro': { up: (k) => mobileRegistro.up(k, db.engine) },
    '0003_sincronizacao': { up: (k) => sincronizacao.up(k, db.engine) },
    '0004_recuperacao': { up: (k) => recuperacao.up(k, db.engine) },
    '0005_dispositivo_api': { up: (k) => dispositivoApi.up(k, db.engine) },
    '0006_gerenciador_presenca': { up: (k) => presenca.up(k, db.engine) },
    '0007_registro_erros': { up: (k) => registroErros.up(k, db.engine) },
    '0008_sincronizacao_retomada': { up: (k) => sincronizacaoRetomada.up(k, db.engine) },
    '0013_rate_limit': { up: (k) => rateLimit.up(k, db.engine) },
    '0015_dispositivo_ativacao': { up: (k) => dispositivoAtivacao.up(k, db.engine) },
    '0016_sincronizacao_historico': { up: (k) => sincronizacaoHistorico.up(k, db.engine) },
    '0017_gerenciador_alerta': { up: (k) => gerenciadorAlerta.up(k, db.engine) },
    '0022_indices_listas': { up: (k) => indicesListas.up(k, db.engine) },
    '0023_contato_gerenciador': { up: (k) => contatoGerenciador.up(k, db.engine) },
    '0026_auditoria': { up: (k) => auditoria.up(k, db.engine) },
    '0030_busca_normalizada': { up: (k) => buscaNormalizada.up(k, db.engine) },
    '0031_indices_cobrindo_busca': { up: (k) => indicesCobrindoBusca.up(k, db.engine) },
    '0036_endereco_conhecido': { up: (k) => enderecoConhecido.up(k, db.engine) },
    '0038_busca_sqlite_legivel': { up: (k) => buscaSqliteLegivel.up(k, db.engine) },
    '0040_divergencia_estrutura': { up: (k) => divergenciaEstrutura.up(k, db.engine) },
    '0046_frota': { up: (k) => frota.up(k, db.engine) },
    '0050_proxima_execucao': { up: (k) => proximaExecucao.up(k, db.engine) },
    '0065_atualizacao_agente': { up: (k) => atualizacaoAgente.up(k, db.engine) },
    '0060_webhook_alerta': { up: (k) => webhookAlerta.up(k, db.engine) },
    '0075_usuario_versao': { up: (k) => usuarioVersao.up(k, db.engine) },
    '0080_registro_chave_erp': { up: (k) => registroChaveErp.up(k, db.engine) },
    '0081_mobile_versao': { up: (k) => mobileVersao.up(k, db.engine) },
    '0082_token_gerenciador': { up: (k) => tokenGerenciador.up(k, db.engine) },
  };
  // Each helper of a round gets its own number range, and the ranges land on main in any order: a
  // database that already ran 0013 must still accept a 0007 that lands after it.
  return new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
}

/** Applies every pending migration. */
export async function migrate(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Falha ao migrar o banco (${failed?.migrationName ?? 'desconhecida'}): ${String(error)}`);
}

/**
 * The audit trail's vocabulary (docs/produto.md §2): what the server stores in auditoria.acao and .entidade,
 * and the Portuguese labels the Auditoria page shows for them.
 */
export const ACOES_AUDITORIA = {
  criar: 'Inclusão',
  alterar: 'Alteração',
  remover: 'Remoção',
  inativar: 'Inativação',
  ativar: 'Ativação',
  bloquear: 'Bloqueio',
  configuracaoSalva: 'Configuração salva',
  configuracaoLimpa: 'Configuração limpa',
  sincronizacaoIniciada: 'Sincronização iniciada',
  sincronizacaoCancelada: 'Sincronização cancelada',
  dadosLimpos: 'Dados do site limpos',
  remocoesConfirmadas: 'Remoções confirmadas',
  gerenciadorReiniciado: 'Gerenciador reiniciado',
  registrosReenviados: 'Registros reenviados',
  registrosDescartados: 'Registros descartados',
  tokenGerado: 'Token do gerenciador gerado',
  webhookSalvo: 'Webhook de alertas salvo',
  webhookSegredoGerado: 'Segredo do webhook gerado',
  webhookRemovido: 'Webhook de alertas removido',
} as const;

export type AcaoAuditoria = keyof typeof ACOES_AUDITORIA;

export const ENTIDADES_AUDITORIA = {
  contratante: 'Contratante',
  usuario: 'Usuário',
  filial: 'Filial',
  dispositivo: 'Dispositivo',
  database: 'Database',
} as const;

export type EntidadeAuditoria = keyof typeof ENTIDADES_AUDITORIA;

/**
 * Keys never stored in an entry, at any depth: passwords, tokens, hashes, sealed secrets. The
 * services hand over public views already; this is the last guard.
 */
export const CHAVE_SECRETA = /senha|password|token|hash|secret|segredo|selad|cifrad/i;

/** A value without its secret keys (objects and arrays walked; anything else kept). */
export function semSegredos(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(semSegredos);
  if (valor && typeof valor === 'object') {
    return Object.fromEntries(
      Object.entries(valor)
        .filter(([chave]) => !CHAVE_SECRETA.test(chave))
        .map(([chave, v]) => [chave, semSegredos(v)]),
    );
  }
  return valor;
}

/** Bookkeeping that moves by itself: not a change anyone made. */
const FORA_DA_DIFERENCA = new Set(['createdAt', 'updatedAt', 'ultimaAtividade', 'dataUltimoAcesso']);

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the fields that changed, before and after; secret keys are left out. */
export function diferenca(
  antes: Record<string, unknown>,
  depois: Record<string, unknown>,
): { antes: Record<string, unknown>; depois: Record<string, unknown> } {
  const a: Record<string, unknown> = {};
  const d: Record<string, unknown> = {};
  for (const chave of new Set([...Object.keys(antes), ...Object.keys(depois)])) {
    if (CHAVE_SECRETA.test(chave) || FORA_DA_DIFERENCA.has(chave) || igual(antes[chave], depois[chave])) continue;
    a[chave] = antes[chave] ?? null;
    d[chave] = depois[chave] ?? null;
  }
  return { antes: a, depois: d };
}

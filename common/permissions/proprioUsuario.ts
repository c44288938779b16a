import { MSG } from '../messages';
import type { AppAbility } from './ability';
import { ACTIONS } from './catalog';

/**
 * What a user may not do to their own account, whatever their permissions: deactivate it or remove it
 * (they would lock themselves out, possibly the last administrator of a contratante). The server
 * refuses it with these messages; the SPA disables the switch and hides the button.
 */
export function recusaContraSiMesmo(
  actorId: number | string | null | undefined,
  usuarioId: number | string | null | undefined,
  acao: 'inativar' | 'remover',
): string | undefined {
  if (actorId == null || usuarioId == null || Number(actorId) !== Number(usuarioId)) return undefined;
  return acao === 'inativar' ? MSG.naoPodeInativarSiMesmo : MSG.naoPodeRemoverSiMesmo;
}

/** The provider's administrator: no contratante of its own and every right on everything (roles.ts). */
export const ehAdministradorProvedor = (ability: AppAbility, contratanteId: number | null | undefined): boolean =>
  contratanteId == null && ability.can(ACTIONS.TODOS, 'all');

import { ehAdministradorProvedor, type AppAbility } from '../../common/permissions';
import { MSG } from '../../common/messages';
import { descreverDependentes, nomeConfere, temDependentes, type Dependentes } from '../../common/text/dependentes';
import type { LoggedUser } from '../auth/session';
import { AppError } from '../errors';

/**
 * The rule of a removal that would take other records with it (a contratante's users, branches and
 * devices; a branch's devices and synced data): nothing held, plain removal; something held, only the
 * provider admin with the record's name typed; anyone else is refused with what it holds.
 */
export async function confirmarRemocao(
  ability: AppAbility,
  actor: LoggedUser,
  dependentes: Dependentes,
  nome: string,
  confirmacaoNome: string | null | undefined,
  mensagem: (o: string) => string,
): Promise<void> {
  if (!temDependentes(dependentes)) return;
  const recusa = new AppError('VALIDATION', mensagem(descreverDependentes(dependentes)));
  if (!ehAdministradorProvedor(ability, actor.contratanteId)) throw recusa;
  if (!confirmacaoNome) throw recusa;
  if (!nomeConfere(confirmacaoNome, nome))
    throw new AppError('VALIDATION', MSG.confirmacaoNomeDiferente, { fields: { confirmacaoNome: MSG.confirmacaoNomeDiferente } });
}

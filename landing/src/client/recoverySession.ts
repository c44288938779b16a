import { readSession } from '../../../src/session/storage';
import { ACAO_RECUPERAR_SENHA } from '../../../src/session/types';

/**
 * docs/produto.md §2: while the tab holds a recovery link's session, every route leads to /recuperarsenha, the
 * public pages included (the SPA's route gate does the same for its own routes).
 */
export function redirectRecoverySession(): void {
  if (readSession()?.acao === ACAO_RECUPERAR_SENHA) window.location.replace('/recuperarsenha');
}

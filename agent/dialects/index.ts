import { MOTORES } from './engines';
import type { ConexaoErp, Dialeto } from './types';

export type { ConexaoErp, Dialeto, Executor, Linha } from './types';
export { ErroNoCommit } from './types';
export { classificarErro, ErroErp, objetoInexistente, tipoDoErro } from './errors';

/** The dialect of the branch's integration type. */
export function abrirDialeto(conexao: ConexaoErp): Dialeto {
  const motor = MOTORES[conexao.tipoIntegracao];
  if (!motor) throw new Error(`Tipo de integração não suportado: ${String(conexao.tipoIntegracao)}`);
  return motor.abrir(conexao);
}

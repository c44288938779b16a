import { erroSelect, instrucaoUnica, type TipoIntegracao } from '../../common/catalogo';
import { ErroErp } from './erroErp';

/**
 * The select a dialect reads: exactly one query statement as this engine parses it, returned
 * without its trailing `;` and comments (so it can be wrapped or declared as a cursor). Anything
 * else is refused here, with the Portuguese reason, before a byte reaches the ERP.
 */
export function selectUnico(tipo: TipoIntegracao, sql: string): string {
  const erro = erroSelect(sql, tipo);
  if (erro) throw new ErroErp({ tipo: 'sintaxe', msg: erro, detalhe: '', transitorio: false });
  return instrucaoUnica(sql, tipo)!;
}

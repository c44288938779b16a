import { falhaErp, type EtapaErp, type FalhaErp, type TipoErroErp } from '../../common/erpErrors';
import type { TipoIntegracao } from '../../common/catalogo';
import { textoDoErro } from './driverError';
import { MOTORES } from './engines';
import { ErroErp } from './erroErp';
import { ErroNoCommit } from './types';

export { ErroErp } from './erroErp';

/** The kind of a driver error of this engine ('desconhecido' when the driver's code is not mapped). */
export function tipoDoErro(tipoIntegracao: TipoIntegracao, erro: unknown): TipoErroErp {
  if (erro instanceof ErroErp) return erro.falha.tipo;
  if (erro instanceof ErroNoCommit) return tipoDoErro(tipoIntegracao, erro.causa);
  return MOTORES[tipoIntegracao]?.erros.classificar(erro) ?? 'desconhecido';
}

/** A driver error as the integrator reads it: the Portuguese message of its kind at this step, the engine's text as detail. */
export function classificarErro(tipoIntegracao: TipoIntegracao, erro: unknown, etapa: EtapaErp, complemento = ''): FalhaErp {
  if (erro instanceof ErroErp) return erro.falha;
  const causa = erro instanceof ErroNoCommit ? erro.causa : erro;
  const falha = falhaErp(tipoDoErro(tipoIntegracao, erro), etapa, textoDoErro(causa), complemento);
  // Engine knowledge that helps beyond the kind of a failure (Firebird's usual port), added to its message.
  const dica = MOTORES[tipoIntegracao]?.erros.dica?.(falha.tipo, causa);
  return dica ? { ...falha, msg: `${falha.msg} ${dica}` } : falha;
}

/** The table or column a "does not exist" failure names, as the engine wrote it; null when it names none. */
export function objetoInexistente(tipoIntegracao: TipoIntegracao, erro: unknown): string | null {
  const texto = textoDoErro(erro instanceof ErroNoCommit ? erro.causa : erro);
  for (const padrao of MOTORES[tipoIntegracao]?.erros.inexistentes ?? []) {
    const nome = padrao.exec(texto)?.[1]?.trim();
    if (nome) return nome;
  }
  return null;
}

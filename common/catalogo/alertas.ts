import { MSG } from '../messages';
import { isValidEmail } from '../validation/contact';
import type { FieldErrors } from '../validation/usuario';

/**
 * The e-mail alerts of a branch (docs/guia-integrador.md §9), kept in its basic configuration beside docs/produto.md §3's fields:
 * on/off, who receives them (blank: the company's administrators), how long the agent may be offline,
 * how many failed runs of a type in a row, and whether a phone record in erro is reported.
 */
export const ALERTAS_PADRAO = {
  alertasEmail: false,
  alertasDestinatarios: '',
  alertaOfflineMinutos: 30,
  alertaFalhasSeguidas: 3,
  alertaRegistroErro: true,
};

export type ConfiguracaoAlertas = typeof ALERTAS_PADRAO;

export const ROTULOS_ALERTAS: Record<keyof ConfiguracaoAlertas, string> = {
  alertasEmail: 'Enviar alertas por e-mail',
  alertasDestinatarios: 'Destinatários dos alertas (separados por vírgula; em branco, os administradores da empresa)',
  alertaOfflineMinutos: 'Alertar quando o gerenciador ficar desconectado por mais de (minutos)',
  alertaFalhasSeguidas: 'Alertar quando um tipo falhar esta quantidade de sincronizações seguidas',
  alertaRegistroErro: 'Alertar quando um registro do aplicativo for para erro',
};

/** Limits of the thresholds: long enough not to alert on a restart, short enough to matter. */
export const LIMITES_ALERTAS = { offlineMinutos: [5, 1440], falhasSeguidas: [1, 50] } as const;

/** A branch's alert settings, with the defaults for what it never saved. */
export function alertasDaFilial(dados: Record<string, unknown>): ConfiguracaoAlertas {
  return {
    ...ALERTAS_PADRAO,
    ...Object.fromEntries(
      Object.keys(ALERTAS_PADRAO)
        .filter((k) => dados[k] !== undefined)
        .map((k) => [k, dados[k]]),
    ),
  } as ConfiguracaoAlertas;
}

/** The recipients typed in the field, one address each, separated by commas, semicolons or spaces. */
export function destinatariosAlertas(texto: string): string[] {
  return [
    ...new Set(
      String(texto ?? '')
        .split(/[,;\s]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const inteiroEntre = (valor: unknown, [min, max]: readonly [number, number]) =>
  Number.isInteger(Number(valor)) && String(valor).trim() !== '' && Number(valor) >= min && Number(valor) <= max;

export function validarAlertas(dados: Record<string, unknown>): FieldErrors {
  const alertas = alertasDaFilial(dados);
  const erros: FieldErrors = {};
  const invalidos = destinatariosAlertas(alertas.alertasDestinatarios).filter((e) => !isValidEmail(e));
  if (invalidos.length) erros.alertasDestinatarios = MSG.destinatariosInvalidos(invalidos);
  if (!inteiroEntre(alertas.alertaOfflineMinutos, LIMITES_ALERTAS.offlineMinutos))
    erros.alertaOfflineMinutos = MSG.inteiroEntre(...LIMITES_ALERTAS.offlineMinutos);
  if (!inteiroEntre(alertas.alertaFalhasSeguidas, LIMITES_ALERTAS.falhasSeguidas))
    erros.alertaFalhasSeguidas = MSG.inteiroEntre(...LIMITES_ALERTAS.falhasSeguidas);
  return erros;
}

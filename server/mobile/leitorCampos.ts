import { MobileError } from './http';
import { MSG_MOBILE } from './mobileMessages';

/** Reads string fields of a body, collecting one message per field; `validar()` throws them as a 400. */
export class LeitorCampos {
  readonly campos: Record<string, string> = {};

  constructor(private corpo: Record<string, unknown>) {}

  texto(nome: string, label: string, max: number, requerido = false): string | null {
    const valor = this.corpo[nome];
    if (valor === undefined || valor === null || (typeof valor === 'string' && !valor.trim())) {
      if (requerido) this.campos[nome] = MSG_MOBILE.campoRequerido(label);
      return null;
    }
    if (typeof valor !== 'string' || valor.trim().length > max) {
      this.campos[nome] = MSG_MOBILE.campoTexto(label, max);
      return null;
    }
    return valor.trim();
  }

  validar(): void {
    if (Object.keys(this.campos).length) throw new MobileError(400, 'DADOS_INVALIDOS', Object.values(this.campos).join('\n'), { campos: this.campos });
  }
}

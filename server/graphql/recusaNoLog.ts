import { logger } from '../logger';

/**
 * A client's mistake as it may be logged: the message graphql-js or yoga wrote, without the values
 * the client sent. Those messages quote what was sent (`Variable "$i" got invalid value { password:
 * "…" }`, `found String "…"`, `cannot represent a non string value: …`, JSON.parse's `"…" is not
 * valid JSON`), and a value may be a password; names of variables, fields and types stay.
 */
export function semValores(mensagem: string): string {
  const variavel = /^Variable "\$(\w+)" got invalid value /.exec(mensagem);
  if (variavel) {
    // Only the tail graphql-js appends after the value, when it names a field, is kept.
    const campo = /; (Field "\w+" (?:is not defined by type "\w+"|of required type "[\w![\]]+" was not provided)\.)$/.exec(mensagem);
    return `Variable "$${variavel[1]}" got invalid value (omitido)${campo ? `; ${campo[1]}` : ''}`;
  }
  // A quoted text stays only where graphql-js names something of the schema or the document.
  return mensagem
    .replace(/(\bfound |\bvalue: ?)[\s\S]*$/, '$1(omitido)')
    .replace(/(^|[\s\S])"((?:[^"\\]|\\.)*)"?/g, (citado, antes: string, texto: string, posicao: number) => {
      const nomeia = /\b(field|type|argument|variable|named|fragment|directive|enum|Field|Type|Argument|Variable|Fragment|Directive|Enum) $/.test(
        mensagem.slice(0, posicao + antes.length),
      );
      return nomeia && /^[\w$.![\]@]*$/.test(texto) ? citado : `${antes}"(omitido)"`;
    });
}

/** Every refused GraphQL request is logged once this way: a warning, no stack, no value of the client's. */
export function registrarRecusa(mensagem: string): void {
  logger.warn({ motivo: semValores(mensagem) }, 'requisição GraphQL recusada');
}

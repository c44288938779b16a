import { distintos, type ColunaAnalisada } from './colunas';
import { literal, type SqlMotor } from './sqlMotor';
import { lerTipoPessoa, literalVerdade } from './valoresAmostra';

/**
 * The select's expressions that turn an ERP column into what a field wants, written in the engine's
 * own SQL: flags to 1/0, person types to F/J, CHAR padding trimmed, NULL to the field's default.
 * Each returns the SQL and a sentence for the justification.
 */
export interface Conversao {
  sql: string;
  nota: string | null;
}

/** A flag column (S/N, 1/0, T/F, a boolean, a deletion date) read as 1/0; `inverter` for DISCONTINUED, INATIVO, DELETED_AT. */
export function booleano(expr: string, coluna: ColunaAnalisada, inverter: boolean): Conversao {
  const [sim, nao] = inverter ? ['0', '1'] : ['1', '0'];
  if (coluna.natureza === 'data')
    return { sql: `CASE WHEN ${expr} IS NULL THEN ${sim} ELSE ${nao} END`, nota: inverter ? 'ativo enquanto a data estiver vazia' : null };
  const verdade = literalVerdade(coluna);
  if (verdade.booleana) return { sql: `CASE WHEN ${expr} THEN ${sim} ELSE ${nao} END`, nota: inverter ? 'valor invertido' : null };
  const padrao = coluna.coluna.padrao?.replace(/^\(+|\)+$/g, '').trim();
  // A NULL counts as the column's declared default (FL_ATIVO CHAR(1) DEFAULT 'S' is active when empty).
  const alvo = padrao && padrao.toUpperCase() === verdade.sql.toUpperCase() ? `COALESCE(${expr}, ${verdade.sql})` : expr;
  const comparado = verdade.sql.startsWith("'") ? `UPPER(${alvo})` : alvo;
  const valor = verdade.sql.startsWith("'") ? verdade.sql.toUpperCase() : verdade.sql;
  return { sql: `CASE WHEN ${comparado} = ${valor} THEN ${sim} ELSE ${nao} END`, nota: `${verdade.sql} vira ${sim}${inverter ? ' (valor invertido)' : ''}` };
}

/** A person-type column (FÍSICA/JURÍDICA, PF/PJ, Company/Person) as F or J, from the words its sample holds. */
export function tipoPessoa(motor: SqlMotor, expr: string, coluna: ColunaAnalisada): Conversao {
  const valores = distintos(coluna.valores);
  if (valores.length && valores.every((v) => v === 'F' || v === 'J')) return { sql: coluna.fixa ? motor.aparar(expr) : expr, nota: null };
  // The J values' first letters, as the sample writes them (JUR for JURÍDICA, PJ, COMPANY…).
  const prefixos = [
    ...new Set(
      valores
        .filter((v) => lerTipoPessoa(v) === 'J')
        .map((v) =>
          v
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toUpperCase()
            .slice(0, Math.min(3, v.length)),
        ),
    ),
  ];
  const condicoes = (prefixos.length ? prefixos : ['J', 'PJ']).map((p) =>
    p.length <= 2 ? `UPPER(${motor.aparar(expr)}) = ${literal(p)}` : `UPPER(${expr}) LIKE ${literal(`${p}%`)}`,
  );
  return { sql: `CASE WHEN ${condicoes.join(' OR ')} THEN 'J' ELSE 'F' END`, nota: `os valores ${valores.slice(0, 4).join(', ') || 'da coluna'} viram F ou J` };
}

/** F or J from the document's digits: more than 11 (a CNPJ) is J. */
export function tipoPessoaPeloDocumento(motor: SqlMotor, expr: string): Conversao {
  const digitos = ['.', '-', '/', ' '].reduce((e, c) => `REPLACE(${e}, ${literal(c)}, '')`, expr);
  return { sql: `CASE WHEN ${motor.tamanho(digitos)} > 11 THEN 'J' ELSE 'F' END`, nota: 'F ou J pelo tamanho do CPF/CNPJ (mais de 11 dígitos é CNPJ)' };
}

/** Text as the phone shows it: CHAR padding trimmed (keys never: they travel byte for byte). */
export function texto(motor: SqlMotor, expr: string, coluna: ColunaAnalisada, chave: boolean): Conversao {
  if (coluna.fixa && !chave) return { sql: motor.aparar(expr), nota: 'espaços de preenchimento do CHAR removidos' };
  return { sql: expr, nota: null };
}

/** A number whose NULL becomes the field's default (0 when it has none and is required). */
export function numero(expr: string, coluna: ColunaAnalisada, padrao: string | number | boolean | undefined, obrigatorio: boolean): Conversao {
  if (coluna.coluna.nulavel === false) return { sql: expr, nota: null };
  const valor = padrao !== undefined ? Number(padrao) : obrigatorio ? 0 : null;
  if (valor === null || !Number.isFinite(valor)) return { sql: expr, nota: null };
  return { sql: `COALESCE(${expr}, ${valor})`, nota: `vazio vira ${valor}` };
}

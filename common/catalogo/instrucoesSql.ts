import {
  firebirdSplitterOptions,
  mssqlSplitterOptions,
  mysqlSplitterOptions,
  postgreSplitterOptions,
  sqliteSplitterOptions,
  type SplitterOptions,
} from 'dbgate-query-splitter';
import { scanToken } from 'dbgate-query-splitter/lib/splitQuery';
import { MSG } from '../messages';
import { TIPOS_INTEGRACAO, type TipoIntegracao } from './conexao';

/**
 * The statements of the integrator's SQL as each engine reads them: dbgate-query-splitter's tokenizer
 * (strings, comments, dollar quotes, GO) with what it does not know about each engine added below.
 * Where the two could read differently, the reading here sees more code, never less, so a second
 * statement is never hidden in what looks like a string or a comment (docs/guia-integrador.md,
 * "O que o gerenciador recusa").
 */

/** One statement: its words outside strings and comments (upper case), and where its code is in the text. */
export interface InstrucaoSql {
  palavras: string[];
  inicio: number;
  /** The end of its last code token: a trailing `;` and trailing comments are left out. */
  fim: number;
}

/** Block statements (BEGIN … END) are never a select nor an insert step here: `begin` must not hide a `;`. */
const semBlocos = { skipSeparatorBeginEnd: false } as const;

const OPCOES: Record<TipoIntegracao, SplitterOptions> = {
  mysql: mysqlSplitterOptions,
  mariadb: mysqlSplitterOptions,
  postgres: postgreSplitterOptions,
  // SQLite also quotes names in backticks and brackets.
  sqlite: {
    ...sqliteSplitterOptions,
    ...semBlocos,
    stringsBegins: ["'", '"', '`', '['],
    stringsEnds: { "'": "'", '"': '"', '`': '`', '[': ']' },
    stringEscapes: { "'": "'", '"': '"', '`': '`' },
  },
  // T-SQL: `;` ends a statement too, and "quoted identifiers" are on in every driver.
  mssql: {
    ...mssqlSplitterOptions,
    allowSemicolon: true,
    keepSemicolonInCommands: false,
    stringsBegins: ["'", '[', '"'],
    stringsEnds: { "'": "'", '[': ']', '"': '"' },
    stringEscapes: { "'": "'", '"': '"' },
  },
  firebird: { ...firebirdSplitterOptions, ...semBlocos, queryParameterStyle: null },
};

const CARACTERE_DE_PALAVRA = /[\w@#$\u00C0-\uFFFF]/;
const PALAVRA = /^[\w@#$\u00C0-\uFFFF]+/;
const FECHA_Q: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** A token the splitter does not know for this engine, or null to let it read on. */
function tokenDoMotor(sql: string, pos: number, motor: TipoIntegracao): { tipo: 'string' | 'comment' | 'data' | 'skip'; tamanho: number } | null {
  const resto = sql.slice(pos, pos + 4);
  const antes = pos > 0 ? sql[pos - 1]! : ' ';
  if (motor === 'mysql' || motor === 'mariadb') {
    if (resto[0] === '#') {
      const fim = sql.indexOf('\n', pos);
      return { tipo: 'comment', tamanho: (fim < 0 ? sql.length : fim) - pos };
    }
    // `--` starts a comment only before a blank: `1--1` is arithmetic.
    if (resto.startsWith('--') && !/^[\s]?$/.test(sql[pos + 2] ?? '') && sql[pos + 2] !== undefined) return { tipo: 'data', tamanho: 1 };
    // /*! … */ and /*M! … */ are code that MySQL and MariaDB run: only the marker is skipped.
    const executavel = /^\/\*M?!\d*/.exec(sql.slice(pos, pos + 12));
    if (executavel) return { tipo: 'skip', tamanho: executavel[0].length };
  }
  if (motor === 'postgres') {
    // E'…' strings take backslash escapes: E'\'' is one quote, and what follows is code.
    if (/^[eE]'/.test(resto) && !CARACTERE_DE_PALAVRA.test(antes)) {
      let i = pos + 2;
      while (i < sql.length) {
        if (sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") return { tipo: 'string', tamanho: i + 1 - pos };
        else i++;
      }
      return { tipo: 'string', tamanho: sql.length - pos };
    }
    // $1 is a bound value, never the start of a dollar quote.
    if (/^\$\d/.test(resto)) return { tipo: 'data', tamanho: 1 };
  }
  if (motor === 'firebird' && /^[qQ]'./.test(resto) && !CARACTERE_DE_PALAVRA.test(antes)) {
    // q'{…}' strings: the quote may appear inside, closed only by the delimiter and a quote.
    const abre = resto[2]!;
    const fim = sql.indexOf(`${FECHA_Q[abre] ?? abre}'`, pos + 3);
    return { tipo: 'string', tamanho: (fim < 0 ? sql.length : fim + 2) - pos };
  }
  return null;
}

/** The statements of `sql` as `motor` reads them; statements that are only comments or blanks are not counted. */
export function instrucoesSql(sql: string, motor: TipoIntegracao): InstrucaoSql[] {
  const options = OPCOES[motor];
  const lista: InstrucaoSql[] = [];
  let atual: InstrucaoSql | null = null;
  let palavra = '';
  let dadoNaLinha = false;
  const fecharPalavra = () => {
    if (palavra) atual!.palavras.push(palavra.toUpperCase());
    palavra = '';
  };
  const codigo = (inicio: number, fim: number) => {
    atual ??= { palavras: [], inicio, fim };
    atual.fim = fim;
    dadoNaLinha = true;
  };
  const fecharInstrucao = () => {
    fecharPalavra();
    if (atual) lista.push(atual);
    atual = null;
  };
  let pos = 0;
  while (pos < sql.length) {
    const proprio = tokenDoMotor(sql, pos, motor);
    const token = proprio
      ? { type: proprio.tipo, length: proprio.tamanho }
      : scanToken({
          options,
          source: sql,
          position: pos,
          currentDelimiter: ';',
          end: sql.length,
          wasDataOnLine: dadoNaLinha,
          isCopyFromStdin: false,
          isCopyFromStdinCandidate: false,
          beginEndIdentLevel: 0,
        });
    let tamanho = Math.max(1, token.length);
    switch (token.type) {
      case 'data': {
        const palavraAqui = PALAVRA.exec(sql.slice(pos, pos + 256));
        if (palavraAqui && !proprio) {
          tamanho = palavraAqui[0].length;
          palavra += palavraAqui[0];
        } else fecharPalavra();
        codigo(pos, pos + tamanho);
        break;
      }
      case 'string':
      case 'parameter':
        fecharPalavra();
        codigo(pos, pos + tamanho);
        break;
      case 'delimiter':
      case 'go_delimiter':
        fecharInstrucao();
        break;
      case 'set_delimiter':
      case 'set_sqlterminator':
        // DELIMITER and SET TERM are script commands: a statement of their own.
        fecharInstrucao();
        codigo(pos, pos + tamanho);
        atual!.palavras.push(
          sql
            .slice(pos, pos + tamanho)
            .split(/\s+/)[0]!
            .toUpperCase(),
        );
        fecharInstrucao();
        break;
      case 'eoln':
        fecharPalavra();
        dadoNaLinha = false;
        break;
      case 'whitespace':
      case 'comment':
      case 'skip':
        fecharPalavra();
        break;
      default:
        fecharPalavra();
        codigo(pos, pos + tamanho);
    }
    pos += tamanho;
  }
  fecharInstrucao();
  return lista;
}

/** The one statement of `sql` without a trailing `;` or trailing comments (for wrapping it), or null when there is not exactly one. */
export function instrucaoUnica(sql: string, motor: TipoIntegracao): string | null {
  const lista = instrucoesSql(sql, motor);
  return lista.length === 1 ? sql.slice(lista[0]!.inicio, lista[0]!.fim) : null;
}

/**
 * Words that, on SQL Server, end the select and start another statement (T-SQL needs no `;`
 * between statements) or write: `SELECT 1 DELETE FROM t` is two statements there. All are
 * reserved words, so none is a column name unless quoted. On MySQL/MariaDB a select can write
 * a file on the server (INTO OUTFILE/DUMPFILE).
 */
const COMANDOS_EM_SELECT: Partial<Record<TipoIntegracao, ReadonlySet<string>>> = {
  mssql: new Set([
    'INSERT',
    'UPDATE',
    'DELETE',
    'MERGE',
    'TRUNCATE',
    'DROP',
    'CREATE',
    'ALTER',
    'EXEC',
    'EXECUTE',
    'COMMIT',
    'ROLLBACK',
    'SAVE',
    'BEGIN',
    'DECLARE',
    'SET',
    'GRANT',
    'REVOKE',
    'DENY',
    'USE',
    'BACKUP',
    'RESTORE',
    'SHUTDOWN',
    'KILL',
    'DBCC',
    'WAITFOR',
    'BULK',
    'RECONFIGURE',
    'INTO',
  ]),
  mysql: new Set(['OUTFILE', 'DUMPFILE']),
  mariadb: new Set(['OUTFILE', 'DUMPFILE']),
};

/** Without the engine (the page, before the connection is known), the SQL is refused only when every engine would refuse it; the agent checks again with its own. */
function emTodosOsMotores(checar: (motor: TipoIntegracao) => string | null): string | null {
  const erros = TIPOS_INTEGRACAO.map(checar);
  return erros.every(Boolean) ? erros[0]! : null;
}

/**
 * Why `sql` cannot run as a select of the gerenciador (test, preview, sync select or sub-select),
 * or null: it must be exactly one statement, and a query (SELECT or WITH … SELECT). The agent runs
 * it, besides, in a read-only transaction or session.
 */
export function erroSelect(sql: string, motor?: TipoIntegracao): string | null {
  if (!motor) return emTodosOsMotores((m) => erroSelect(sql, m));
  const lista = instrucoesSql(sql, motor);
  if (!lista.length) return MSG.selectRequerido;
  if (lista.length > 1) return MSG.selectUmaInstrucao;
  const palavras = lista[0]!.palavras;
  if (palavras[0] !== 'SELECT' && palavras[0] !== 'WITH') return MSG.selectSomenteConsulta;
  const comando = palavras.find((p) => COMANDOS_EM_SELECT[motor]?.has(p));
  return comando ? MSG.selectComComando(comando) : null;
}

/** First words that end, open or steer the transaction, on some engine (COMMIT RETAIN, END TRANSACTION, ABORT, XA …). */
const CONTROLE_NO_INICIO = new Set(['COMMIT', 'ROLLBACK', 'ABORT', 'END', 'SAVEPOINT', 'RELEASE', 'XA']);
/** Statements that MySQL and MariaDB commit by themselves before running (implicit commit). */
const COMMIT_IMPLICITO_MYSQL = new Set([
  'CREATE',
  'ALTER',
  'DROP',
  'RENAME',
  'TRUNCATE',
  'LOCK',
  'UNLOCK',
  'GRANT',
  'REVOKE',
  'FLUSH',
  'ANALYZE',
  'OPTIMIZE',
  'REPAIR',
  'INSTALL',
  'UNINSTALL',
  'RESET',
  'PURGE',
  'CHANGE',
  'STOP',
  'CACHE',
]);
const TRANSACAO_MSSQL = new Set(['TRAN', 'TRANSACTION', 'DISTRIBUTED']);

/** The command of one statement that controls the transaction, and whether the engine does it implicitly. */
function controleDaInstrucao(palavras: string[], motor: TipoIntegracao): { comando: string; implicito: boolean } | null {
  const [p0 = '', p1 = ''] = palavras;
  const comando = (n: number) => ({ comando: palavras.slice(0, n).join(' '), implicito: false });
  if (CONTROLE_NO_INICIO.has(p0)) return comando(1);
  if (p0 === 'BEGIN' && !(motor === 'mssql' && p1 && !TRANSACAO_MSSQL.has(p1)))
    return comando(palavras.length > 1 && /^(TRAN|TRANSACTION|WORK|DEFERRED|IMMEDIATE|EXCLUSIVE)$/.test(p1) ? 2 : 1);
  if ((p0 === 'START' || p0 === 'PREPARE') && p1 === 'TRANSACTION') return comando(2);
  if (p0 === 'SET') {
    const alvo = palavras.find((p) => /^@*(TRANSACTION|AUTOCOMMIT|IMPLICIT_TRANSACTIONS)$/.test(p));
    if (alvo) return { comando: `SET ${alvo.replace(/^@+/, '')}`, implicito: false };
  }
  if (motor === 'mssql') {
    const i = palavras.findIndex(
      (p, n) => p === 'COMMIT' || p === 'ROLLBACK' || ((p === 'BEGIN' || p === 'SAVE') && TRANSACAO_MSSQL.has(palavras[n + 1] ?? '')),
    );
    if (i >= 0)
      return { comando: palavras[i] === 'COMMIT' || palavras[i] === 'ROLLBACK' ? palavras[i]! : `${palavras[i]} ${palavras[i + 1]}`, implicito: false };
  }
  // EXECUTE BLOCK … IN AUTONOMOUS TRANSACTION commits on its own, whatever the outer transaction does.
  if (motor === 'firebird' && palavras.includes('AUTONOMOUS')) return { comando: 'AUTONOMOUS TRANSACTION', implicito: false };
  if (
    (motor === 'mysql' || motor === 'mariadb') &&
    (COMMIT_IMPLICITO_MYSQL.has(p0) || (p0 === 'START' && /^(SLAVE|REPLICA)$/.test(p1)) || (p0 === 'LOAD' && p1 === 'INDEX'))
  ) {
    return { comando: p0, implicito: true };
  }
  return null;
}

/**
 * Why an insert step or a key select cannot run in the gerenciador's transaction, or null: no
 * statement of it may commit, roll back, open or steer the transaction (nor, on MySQL/MariaDB, be
 * one the engine commits by itself). The gerenciador opens and ends the write's transaction, and
 * the insert test rolls it back: such a statement would leave the test record in the ERP.
 */
export function erroControleTransacao(sql: string, motor?: TipoIntegracao): string | null {
  if (!motor) return emTodosOsMotores((m) => erroControleTransacao(sql, m));
  for (const instrucao of instrucoesSql(sql, motor)) {
    const controle = controleDaInstrucao(instrucao.palavras, motor);
    if (controle) return controle.implicito ? MSG.sqlConfirmaSozinho(controle.comando) : MSG.sqlControlaTransacao(controle.comando);
  }
  return null;
}

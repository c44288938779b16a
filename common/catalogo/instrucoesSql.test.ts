import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { TIPOS_INTEGRACAO, type TipoIntegracao } from './conexao';
import { erroControleTransacao, erroSelect, instrucaoUnica, instrucoesSql } from './instrucoesSql';

const MOTORES = TIPOS_INTEGRACAO;
const contar = (sql: string, motor: TipoIntegracao) => instrucoesSql(sql, motor).length;

describe('statements of the integrator SQL, per engine', () => {
  it.each(MOTORES)('%s: one select with a trailing ";", trailing comments and ";" inside strings and comments is one statement', (motor) => {
    const select = "SELECT codigo, 'a;b' AS x /* c; d */ FROM produtos -- fim; delete from produtos\n";
    expect(contar(select, motor)).toBe(1);
    expect(contar(`${select};`, motor)).toBe(1);
    expect(contar(`${select}; -- depois\n/* e mais */ ;`, motor)).toBe(1);
    expect(instrucaoUnica(`  ${select.trim()} ;  -- nada\n`, motor)).toBe("SELECT codigo, 'a;b' AS x /* c; d */ FROM produtos");
    expect(erroSelect(select, motor)).toBeNull();
  });

  it.each(MOTORES)('%s: two statements are refused, whatever hides the second', (motor) => {
    for (const sql of [
      'select 1 as a limit 1; commit; delete from clientes',
      'select 1 /* x */; delete from clientes',
      "select ';' as a; delete from clientes",
      'select 1 -- comentário\n; delete from clientes',
      'select 1;\ndelete from clientes -- fim',
      '/* antes */ select 1; /* meio */ update clientes set nome = null',
    ]) {
      expect(contar(sql, motor), sql).toBe(2 + (sql.includes('commit;') ? 1 : 0));
      expect(erroSelect(sql, motor), sql).toBe(MSG.selectUmaInstrucao);
    }
  });

  it('reads each engine its own way', () => {
    // PostgreSQL: dollar quotes hold ";", E'' strings take backslash escapes, $1 is a bound value.
    expect(contar('select $$a; delete from t$$ as x, $tag$;$tag$ as y', 'postgres')).toBe(1);
    expect(contar("select E'\\''; delete from t; --'", 'postgres')).toBe(2);
    expect(contar("select 'a\\'; delete from t; --'", 'postgres')).toBe(2);
    expect(contar('select * from t where a in ($1, $2) and b = $3', 'postgres')).toBe(1);
    // MySQL/MariaDB: backslash escapes, # comments, `--` only before a blank, /*! */ is code.
    expect(contar("select 'it\\'s; ok' as a", 'mariadb')).toBe(1);
    expect(contar('select 1 # ; delete from t', 'mysql')).toBe(1);
    expect(contar('select 1--1; delete from t', 'mysql')).toBe(2);
    expect(contar('select 1 /*! ; delete from t */', 'mariadb')).toBe(2);
    expect(contar('select `a;b` from t', 'mysql')).toBe(1);
    // SQL Server: GO separates batches; brackets and double quotes are names.
    expect(contar('select 1\nGO\ndelete from t', 'mssql')).toBe(2);
    expect(contar('select [a;b], "c;d" from t', 'mssql')).toBe(1);
    // SQLite: brackets and backticks are names; "begin" in a name does not hide a ";".
    expect(contar('select [a;b], `c;d` from t', 'sqlite')).toBe(1);
    expect(contar('select 1 as begin_x; delete from t', 'sqlite')).toBe(2);
    // Firebird: q'{…}' strings; "begin" in a name does not hide a ";".
    expect(contar("select q'{it's; ok}' from rdb$database", 'firebird')).toBe(1);
    expect(contar("select q'{'}' from rdb$database; delete from t; --'", 'firebird')).toBe(2);
    expect(contar('select 1 as xbegin from rdb$database; delete from t', 'firebird')).toBe(2);
  });

  it('a select is a query, and on SQL Server no second statement hides without a ";"', () => {
    expect(erroSelect('  -- comentário\n/* bloco */ (SELECT a FROM t)', 'postgres')).toBeNull();
    expect(erroSelect('with x as (select 1 a) select a from x', 'sqlite')).toBeNull();
    expect(erroSelect('delete from t', 'postgres')).toBe(MSG.selectSomenteConsulta);
    expect(erroSelect('update t set a = 1 -- select', 'mysql')).toBe(MSG.selectSomenteConsulta);
    expect(erroSelect(' -- só comentário ', 'mysql')).toBe(MSG.selectRequerido);
    expect(erroSelect('select 1 delete from clientes', 'mssql')).toBe(MSG.selectComComando('DELETE'));
    expect(erroSelect('select 1 as a commit', 'mssql')).toBe(MSG.selectComComando('COMMIT'));
    expect(erroSelect('select a into #copia from t', 'mssql')).toBe(MSG.selectComComando('INTO'));
    expect(erroSelect("select [delete], 'update' from t order by 1 offset 0 rows fetch next 5 rows only", 'mssql')).toBeNull();
    expect(erroSelect("select * from t into outfile '/tmp/x'", 'mariadb')).toBe(MSG.selectComComando('OUTFILE'));
  });

  it('without the engine, refuses only what every engine refuses', () => {
    expect(erroSelect('select 1; delete from t')).toBe(MSG.selectUmaInstrucao);
    // A MySQL string with an escaped quote holds the ";": valid there, so not refused before the agent knows the engine.
    expect(erroSelect("select 'it\\'s; ok' as a")).toBeNull();
    expect(erroSelect('select 1 delete from t')).toBeNull();
  });
});

describe('transaction control in insert steps and key selects', () => {
  const recusa = (comando: string) => MSG.sqlControlaTransacao(comando);

  it.each(MOTORES)('%s: refuses COMMIT, END, ROLLBACK, BEGIN and the others, after a comment or in a later statement', (motor) => {
    const insert = "INSERT INTO pedidos (uuid_app, observacao) VALUES (:uuid, 'commit; end')";
    expect(erroControleTransacao(insert, motor)).toBeNull();
    expect(erroControleTransacao('SELECT id FROM pedidos WHERE uuid_app = :uuid', motor)).toBeNull();
    const casos: [string, string][] = [
      ['COMMIT', 'COMMIT'],
      ['commit work', 'COMMIT'],
      ['END', 'END'],
      ['end transaction', 'END'],
      ['ROLLBACK', 'ROLLBACK'],
      ['rollback to savepoint a', 'ROLLBACK'],
      ['SAVEPOINT a', 'SAVEPOINT'],
      ['release savepoint a', 'RELEASE'],
      ['START TRANSACTION', 'START TRANSACTION'],
      ['set transaction read write', 'SET TRANSACTION'],
      ['SET autocommit = 1', 'SET AUTOCOMMIT'],
      ['set @@session.autocommit = 1', 'SET AUTOCOMMIT'],
      ['ABORT', 'ABORT'],
      ['COMMIT RETAIN', 'COMMIT'],
      [`/* passo */ -- comentário\n commit`, 'COMMIT'],
      [`${insert}; COMMIT`, 'COMMIT'],
      [`${insert};\n-- confirma\nEND;`, 'END'],
    ];
    for (const [sql, comando] of casos) expect(erroControleTransacao(sql, motor), `${motor}: ${sql}`).toBe(recusa(comando));
  });

  it('refuses each engine its own way', () => {
    expect(erroControleTransacao('BEGIN', 'postgres')).toBe(MSG.sqlControlaTransacao('BEGIN'));
    expect(erroControleTransacao('begin immediate', 'sqlite')).toBe(MSG.sqlControlaTransacao('BEGIN IMMEDIATE'));
    expect(erroControleTransacao('BEGIN TRAN', 'mssql')).toBe(MSG.sqlControlaTransacao('BEGIN TRAN'));
    expect(erroControleTransacao('INSERT INTO t VALUES (1) COMMIT TRAN', 'mssql')).toBe(MSG.sqlControlaTransacao('COMMIT'));
    expect(erroControleTransacao('BEGIN TRY INSERT INTO t VALUES (1) END TRY BEGIN CATCH SELECT 1 END CATCH', 'mssql')).toBeNull();
    expect(erroControleTransacao('SET IMPLICIT_TRANSACTIONS ON', 'mssql')).toBe(MSG.sqlControlaTransacao('SET IMPLICIT_TRANSACTIONS'));
    expect(erroControleTransacao("PREPARE TRANSACTION 'x'", 'postgres')).toBe(MSG.sqlControlaTransacao('PREPARE TRANSACTION'));
    expect(erroControleTransacao("XA START 'x'", 'mariadb')).toBe(MSG.sqlControlaTransacao('XA'));
    expect(erroControleTransacao('EXECUTE BLOCK AS BEGIN IN AUTONOMOUS TRANSACTION DO INSERT INTO t VALUES (1); END', 'firebird')).toBe(
      MSG.sqlControlaTransacao('AUTONOMOUS TRANSACTION'),
    );
    expect(erroControleTransacao('CREATE TABLE x (a int)', 'mariadb')).toBe(MSG.sqlConfirmaSozinho('CREATE'));
    expect(erroControleTransacao('CREATE TEMP TABLE x (a int)', 'postgres')).toBeNull();
    expect(erroControleTransacao("INSERT INTO t (a) VALUES ('x\\'; commit; --')", 'mysql')).toBeNull();
    expect(erroControleTransacao('INSERT INTO t (a) VALUES ($$; commit$$)', 'postgres')).toBeNull();
  });
});

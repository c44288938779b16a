import type { TabelaErp } from '../../common/api/esquemaErp';
import type { ColunaAnalisada } from './colunas';
import type { ContextoSugestao } from './contexto';
import { conceitos } from './nomes';

/** How a proposed insert reads back the new record's key, and the statements that do it. */
export interface LeituraChave {
  cards: { sql: string; selectChave: string }[];
  chave: 'retornada' | 'selectChave' | 'nenhuma';
  colunaChave: string | null;
  motivo: string;
  aviso?: string;
}

/** Words a generator's name adds to its table's (GEN_PEDIDO, pedido_id_seq, SEQ_ORDERS). */
const DE_GERADOR = new Set(['gen', 'generator', 'seq', 'sequencia', 'id', 'numero', 'nr', 'sq']);

/** The generator or sequence named after the table, when there is exactly one such. */
function geradorDaTabela(ctx: ContextoSugestao, tabela: TabelaErp): string | null {
  const daTabela = conceitos(tabela.nome);
  const achados = (ctx.esquema.sequencias ?? []).filter((s) => {
    const nome = conceitos(s.nome);
    return daTabela.every((c) => nome.includes(c)) && nome.filter((c) => !daTabela.includes(c)).every((c) => DE_GERADOR.has(c));
  });
  return achados.length === 1 ? achados[0]!.nome : null;
}

/**
 * The key read back without changing the ERP's tables: the engine's own generated key (RETURNING
 * on PostgreSQL, Firebird and SQLite; LAST_INSERT_ID() on MySQL/MariaDB; SCOPE_IDENTITY() on SQL
 * Server), the generator or sequence named after the table, or, for a numeric key nobody generates,
 * the next key computed in the insert itself where two writers cannot take the same one: MySQL's
 * INSERT … SELECT locks the index's end (LAST_INSERT_ID(expr) keeps the value), PostgreSQL locks the
 * table against other writers for the transaction, SQLite's write transaction is exclusive, SQL
 * Server holds an update range lock. Firebird has no such lock in SQL: a concurrent writer's insert
 * is refused by the key and the record waits to be sent again (said in the avisos).
 */
export function lerChave(ctx: ContextoSugestao, tabela: TabelaErp, pk: ColunaAnalisada, gerada: boolean, nomes: string[], valores: string[]): LeituraChave {
  const m = ctx.motor;
  const t = ctx.nomeSql(tabela);
  const k = m.nome(pk.coluna.nome);
  const colunas = (extra: string[]) => [...extra, ...nomes.map((n) => m.nome(n))].join(', ');
  const inserir = (extraNomes: string[], extraValores: string[], fim = '') =>
    `INSERT INTO ${t} (${colunas(extraNomes)})\nVALUES (${[...extraValores, ...valores].join(', ')})${fim ? `\n${fim}` : ''}`;
  const retornando = m.retornando(k);
  const base = { colunaChave: pk.coluna.nome };

  if (gerada) {
    const origem = pk.coluna.geracao === 'identidade' ? 'gerada pelo banco (identidade/autoincremento)' : 'preenchida pelo gatilho do ERP';
    if (retornando)
      return {
        ...base,
        cards: [{ sql: inserir([], [], retornando), selectChave: '' }],
        chave: 'retornada',
        motivo: `A chave ${pk.coluna.nome} é ${origem}: o próprio insert a devolve (${retornando}).`,
      };
    if ((m.tipo === 'mysql' || m.tipo === 'mariadb') && pk.coluna.geracao === 'identidade') {
      return {
        ...base,
        cards: [{ sql: inserir([], []), selectChave: 'SELECT LAST_INSERT_ID()' }],
        chave: 'selectChave',
        motivo: `A chave ${pk.coluna.nome} é AUTO_INCREMENT: LAST_INSERT_ID() a lê na mesma conexão e transação.`,
      };
    }
    if (m.tipo === 'mssql' && pk.coluna.geracao === 'identidade') {
      return {
        ...base,
        cards: [{ sql: inserir([], []), selectChave: 'SELECT SCOPE_IDENTITY()' }],
        chave: 'selectChave',
        motivo: `A chave ${pk.coluna.nome} é IDENTITY: SCOPE_IDENTITY() a lê na mesma transação.`,
      };
    }
    return {
      ...base,
      cards: [{ sql: inserir([], []), selectChave: `SELECT MAX(${k}) FROM ${t}` }],
      chave: 'selectChave',
      motivo: `A chave ${pk.coluna.nome} é ${origem}; o maior valor é lido na mesma transação.`,
      aviso: `Confira o select da chave de ${tabela.nome}: o gatilho preenche ${pk.coluna.nome} e este banco não devolve o valor no insert.`,
    };
  }

  const gerador = geradorDaTabela(ctx, tabela);
  if (gerador && (m.tipo === 'postgres' || m.tipo === 'firebird' || m.tipo === 'mssql' || m.tipo === 'mariadb')) {
    const g = m.nome(gerador);
    const proximo = {
      postgres: `nextval('${gerador.replace(/'/g, "''")}')`,
      firebird: `NEXT VALUE FOR ${g}`,
      mssql: `NEXT VALUE FOR ${g}`,
      mariadb: `NEXTVAL(${g})`,
    }[m.tipo];
    const motivo = `A chave ${pk.coluna.nome} não é gerada pela tabela; o gerador ${gerador} tem o nome dela e dá o próximo valor.`;
    if (retornando) return { ...base, cards: [{ sql: inserir([pk.coluna.nome], [proximo], retornando), selectChave: '' }], chave: 'retornada', motivo };
    const selectChave = m.tipo === 'mariadb' ? `SELECT LASTVAL(${g})` : `SELECT current_value FROM sys.sequences WHERE name = '${gerador.replace(/'/g, "''")}'`;
    return {
      ...base,
      cards: [{ sql: inserir([pk.coluna.nome], [proximo]), selectChave }],
      chave: 'selectChave',
      motivo,
      aviso: m.tipo === 'mssql' ? `Confira o select da chave de ${tabela.nome}: ele lê o valor atual do gerador ${gerador}.` : undefined,
    };
  }

  if (pk.natureza !== 'inteiro' && pk.natureza !== 'decimal') {
    return {
      ...base,
      cards: [{ sql: inserir([], []), selectChave: '' }],
      chave: 'nenhuma',
      motivo: `A chave ${pk.coluna.nome} (${pk.coluna.tipo}) não é gerada pelo banco nem é numérica.`,
      aviso: `A chave ${pk.coluna.nome} de ${tabela.nome} não é gerada pelo banco e não é um número: escreva no insert a expressão que a calcula e o select que a lê.`,
    };
  }
  const proxima = `COALESCE(MAX(${k}), 0) + 1`;
  switch (m.tipo) {
    case 'mysql':
    case 'mariadb':
      return {
        ...base,
        cards: [
          {
            sql: `INSERT INTO ${t} (${colunas([pk.coluna.nome])})\nSELECT LAST_INSERT_ID(${proxima}), ${valores.join(', ')}\nFROM ${t}`,
            selectChave: 'SELECT LAST_INSERT_ID()',
          },
        ],
        chave: 'selectChave',
        motivo: `A chave ${pk.coluna.nome} não é gerada pelo banco: o insert calcula a próxima (maior + 1) lendo a tabela com bloqueio, e LAST_INSERT_ID(valor) a guarda para o select da chave.`,
      };
    case 'postgres':
      return {
        ...base,
        cards: [
          { sql: `LOCK TABLE ${t} IN SHARE ROW EXCLUSIVE MODE`, selectChave: '' },
          { sql: inserir([pk.coluna.nome], [`(SELECT ${proxima} FROM ${t})`], retornando!), selectChave: '' },
        ],
        chave: 'retornada',
        motivo: `A chave ${pk.coluna.nome} não é gerada pelo banco: a tabela é bloqueada contra outras gravações até o fim da transação e o insert usa a maior + 1, devolvida por RETURNING.`,
        aviso: `Para calcular a próxima chave de ${tabela.nome} sem repetir, a gravação bloqueia a tabela contra outras gravações por alguns milissegundos (leituras continuam).`,
      };
    case 'mssql':
      return {
        ...base,
        cards: [
          {
            sql: `INSERT INTO ${t} (${colunas([pk.coluna.nome])})\nOUTPUT INSERTED.${k}\nSELECT ISNULL(MAX(${k}), 0) + 1, ${valores.join(', ')}\nFROM ${t} WITH (UPDLOCK, HOLDLOCK)`,
            selectChave: '',
          },
        ],
        chave: 'retornada',
        motivo: `A chave ${pk.coluna.nome} não é gerada pelo banco: o insert calcula a maior + 1 com bloqueio de intervalo (UPDLOCK, HOLDLOCK) e a devolve (OUTPUT).`,
      };
    default:
      return {
        ...base,
        cards: [{ sql: inserir([pk.coluna.nome], [`(SELECT ${proxima} FROM ${t})`], retornando!), selectChave: '' }],
        chave: 'retornada',
        motivo: `A chave ${pk.coluna.nome} não é gerada pelo banco: o insert usa a maior + 1, devolvida por RETURNING.`,
        aviso:
          m.tipo === 'firebird'
            ? `A chave ${pk.coluna.nome} de ${tabela.nome} é calculada como a maior + 1: se outro programa gravar na mesma hora, o ERP recusa um dos dois pela chave e o pedido espera o reenvio. Se o ERP usa um gerador para essa tabela, troque a expressão por NEXT VALUE FOR do gerador.`
            : undefined,
      };
  }
}

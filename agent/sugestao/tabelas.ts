import type { TabelaErp } from '../../common/api/esquemaErp';
import { melhorEncaixe } from './colunas';
import { conceitos } from './nomes';
import { PALAVRAS_EVITAR, PAPEIS, type VocabularioTipo } from './vocabulario';

/** A table that may hold a type, with how well its name says so. */
export interface Candidata {
  tabela: TabelaErp;
  /** 0..1 from the table's name alone. */
  nome: number;
  /** The flag column that marks the type's rows in a party table (FL_CLIENTE), when the table holds several roles. */
  papel: string | null;
}

/** A table as the proposals name it to the integrator: `esquema.nome` outside the default schema. */
export const nomeDaTabela = (t: Pick<TabelaErp, 'esquema' | 'nome'>) => (t.esquema ? `${t.esquema}.${t.nome}` : t.nome);

/**
 * Tables whose names say they hold the type, best first: every concept of one of the type's
 * patterns, little else, nothing of what it should not be (logs, links, items). A party table
 * (PESSOA) counts only when it has a flag column for the type's role. `tabela`: the one table the
 * integrator chose (among a proposal's alternatives), whatever its name says.
 */
export function candidatas(tabelas: TabelaErp[], vocabulario: VocabularioTipo, opcoes: { semViews?: boolean; tabela?: string } = {}): Candidata[] {
  const resultado: Candidata[] = [];
  const escolhida = opcoes.tabela?.toLowerCase();
  for (const tabela of escolhida ? tabelas.filter((t) => nomeDaTabela(t).toLowerCase() === escolhida) : tabelas) {
    if (opcoes.semViews && tabela.view) continue;
    const nome = conceitos(tabela.nome);
    let pontos = melhorEncaixe(nome, vocabulario.tabelas);
    if (!pontos && !escolhida) continue;
    if (nome.some((c) => PALAVRAS_EVITAR.has(c) || vocabulario.evitar?.includes(c))) pontos *= 0.35;
    // The same name in another schema, or a view over it, is a weaker copy.
    if (tabela.view) pontos *= 0.85;
    let papel: string | null = null;
    if (nome.includes('pessoa') && vocabulario.papel) {
      papel = colunaDePapel(tabela, vocabulario.papel);
      if (!papel) pontos *= 0.3;
    }
    resultado.push({ tabela, nome: pontos, papel });
  }
  return resultado.sort((a, b) => b.nome - a.nome || a.tabela.nome.length - b.tabela.nome.length);
}

/** The flag column of a party table for one of `papeis` (FL_CLIENTE for cliente, FL_FUNC or FL_VENDEDOR for sellers). */
export function colunaDePapel(tabela: TabelaErp, papeis: string[]): string | null {
  for (const papel of papeis) {
    const coluna =
      tabela.colunas.find((c) => {
        const cs = conceitos(c.nome);
        // A flag names only the role (FL_CLIENTE, e_cliente, is_customer): not the key of another table (COD_CLIENTE).
        return cs.length === 1 && cs[0] === papel && !/int|number|numeric/i.test(c.tipo.replace(/tinyint\(1\)/i, ''));
      }) ??
      tabela.colunas.find((c) => {
        const cs = conceitos(c.nome);
        return cs.includes(papel) && cs.every((x) => x === papel || x === 'tipo' || x === 'flag') && /char|bool|bit|tinyint/i.test(c.tipo);
      });
    if (coluna) return coluna.nome;
  }
  return null;
}

/** Whether a table is a party table that holds several roles (its flags say which rows are which). */
export const ehTabelaDePapeis = (tabela: TabelaErp) => PAPEIS.filter((p) => colunaDePapel(tabela, [p])).length >= 2;

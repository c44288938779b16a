import { describe, it } from 'vitest';
import type * as G from '../../common/graphql/tipos';
import type * as T from '../db/types';

/**
 * A field is declared once, in the SDL (docs/mapa-do-codigo.md, "Da SPA ao servidor"); the tables'
 * types (server/db/types.ts) are the database's columns. These checks fail `npm run typecheck` (tsc
 * reads them; vitest only runs them) when a type's field has no column to come from or an input
 * field no column to go to: each names the fields it finds (`never` when there are none). What a
 * resolver computes instead of reading a column is listed beside its type.
 */
type SemColuna<Tipo, Tabela, Calculados extends keyof Tipo = never> = Exclude<keyof Tipo, keyof Tabela | '__typename' | Calculados>;
/** A type error names the fields: Type '"cidade"' does not satisfy the constraint 'never'. */
const nenhum = <_Campos extends never>() => undefined;

describe('the SDL against the tables (checked by tsc)', () => {
  it('gives every field of an entity a column, apart from what its resolver computes', () => {
    nenhum<SemColuna<G.MobileFilial, T.MobileFilialTable, 'cidade'>>();
    nenhum<SemColuna<G.Contratante, T.ContratanteTable, 'cidade'>>();
    nenhum<SemColuna<G.MobileDispositivo, T.MobileDispositivoTable>>();
    nenhum<SemColuna<G.Usuario, T.UsuarioTable>>();
    nenhum<SemColuna<G.Cidade, T.CidadeTable, 'estado'>>();
    nenhum<SemColuna<G.Estado, T.EstadoTable>>();
  });

  it('gives every input field a column to be written to', () => {
    nenhum<SemColuna<G.MobileFilialInput, T.MobileFilialTable>>();
    nenhum<SemColuna<G.ContratanteInput, T.ContratanteTable>>();
    nenhum<SemColuna<G.MobileDispositivoInput, T.MobileDispositivoTable>>();
    nenhum<SemColuna<G.UsuarioInput, T.UsuarioTable, 'password' | 'passwordConfirmacao'>>();
  });
});

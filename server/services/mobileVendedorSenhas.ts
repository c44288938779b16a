import type { Db } from '../db/connection';

/**
 * The sellers' app-created passwords (mobile_vendedor_senha), for branches whose
 * tipoValidacaoCampoSenhaUsuario is criadaApp: an Argon2 hash and a version that moves on each
 * change, so a seller token of an older version stops working. The rules are server/mobile/vendedores.ts's.
 */
export class MobileVendedorSenhasService {
  constructor(private db: Db) {}

  buscar(filialId: number, usuarioIdentificador: string) {
    return this.db.kysely
      .selectFrom('mobile_vendedor_senha')
      .select(['senhaHash', 'versao'])
      .where('filialId', '=', filialId)
      .where('usuarioIdentificador', '=', usuarioIdentificador)
      .executeTakeFirst();
  }

  /** Sets the first password unless another login set one meanwhile; returns whether this one was stored, and the stored state. */
  async criar(filialId: number, usuarioIdentificador: string, senhaHash: string) {
    const updatedAt = new Date().toISOString();
    await this.db.kysely
      .insertInto('mobile_vendedor_senha')
      .values({ filialId, usuarioIdentificador, senhaHash, versao: 1, updatedAt })
      .onConflict((oc) =>
        oc
          .columns(['filialId', 'usuarioIdentificador'])
          .doUpdateSet((eb) => ({ senhaHash, versao: eb('mobile_vendedor_senha.versao', '+', 1), updatedAt }))
          .where('mobile_vendedor_senha.senhaHash', 'is', null),
      )
      .execute();
    const atual = await this.buscar(filialId, usuarioIdentificador);
    return { criada: atual?.senhaHash === senhaHash, atual };
  }

  /** Clears the password: the seller sets a new one at the next login, and their seller tokens end. */
  async limpar(filialId: number, usuarioIdentificador: string): Promise<void> {
    await this.db.kysely
      .updateTable('mobile_vendedor_senha')
      .set((eb) => ({ senhaHash: null, versao: eb('versao', '+', 1), updatedAt: new Date().toISOString() }))
      .where('filialId', '=', filialId)
      .where('usuarioIdentificador', '=', usuarioIdentificador)
      .execute();
  }
}

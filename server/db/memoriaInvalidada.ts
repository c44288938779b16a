import type { Mudancas } from './mudancasUsuario';

/**
 * Values read from the database kept in memory while the database says nothing they come from has
 * changed (`mudancas`, migrations 0075 and 0081): emptied whole when its mark moves, unused while the
 * mark cannot be told (null: a lost LISTEN connection, a local write not yet echoed), and a value read
 * while the mark moved is returned but not kept, so a change committed during the read is never
 * remembered as before it. Only values found are kept: an absent one is read again.
 */
export class MemoriaInvalidada<T> {
  private valores = new Map<string, T>();
  private marca: number | null = null;

  constructor(
    private mudancas: Mudancas,
    private maximo = 20_000,
  ) {}

  /** Once per request, before its reads: see Mudancas.sincronizar. */
  sincronizar(): Promise<void> {
    return this.mudancas.sincronizar();
  }

  async ler<V extends T>(chave: string, carregar: () => Promise<V | undefined | null>): Promise<V | undefined | null> {
    const marca = this.mudancas.marca();
    if (marca !== null) {
      if (marca !== this.marca) {
        this.valores.clear();
        this.marca = marca;
      }
      const guardado = this.valores.get(chave);
      if (guardado !== undefined) return guardado as V;
    }
    const valor = await carregar();
    if (valor !== undefined && valor !== null && marca !== null && this.mudancas.marca() === marca && this.marca === marca) {
      if (this.valores.size >= this.maximo) this.valores.clear();
      this.valores.set(chave, valor);
    }
    return valor;
  }
}

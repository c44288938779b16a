import type { ConfiguracaoBasica } from '../../common/catalogo';
import type { MemoriaInvalidada } from '../db/memoriaInvalidada';
import type { ConfiguracoesService } from '../services/configuracoes';

type Interna = Awaited<ReturnType<ConfiguracoesService['dadosInternos']>>;

/**
 * The branch's configurations as phone calls read them (the basic one on every call, the record
 * type's on every post), kept in memory while the database says no configuration changed (migration
 * 0081): a saved configuration applies to the next call of every instance. Frozen, as every call shares them.
 */
export class ConfiguracoesDosAparelhos {
  constructor(
    private configuracoes: ConfiguracoesService,
    private memoria: MemoriaInvalidada<object>,
  ) {}

  async basica(filialId: number): Promise<ConfiguracaoBasica> {
    return (await this.memoria.ler(`basica ${filialId}`, async () => Object.freeze(await this.configuracoes.basica(filialId))))!;
  }

  async dadosInternos(filialId: number, tipo: string): Promise<Interna> {
    return (await this.memoria.ler(`configuracao ${filialId} ${tipo}`, async () => Object.freeze(await this.configuracoes.dadosInternos(filialId, tipo))))!;
  }
}

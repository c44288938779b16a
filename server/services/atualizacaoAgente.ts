import { ehAdministradorProvedor, type AppAbility } from '../../common/permissions';
import type { LoggedUser } from '../auth/session';
import { pastaArtefatos } from '../downloads/manifesto';
import { lerVersoes } from '../downloads/versoes';
import { forbidden } from '../errors';
import type { FiliaisService } from './filiais';

/**
 * The agents' self-update as the operator drives it (docs/operacao.md, "Atualização automática dos
 * gerenciadores"): the versions the server can offer, read from the build's archive (AGENT_DIST_DIR/versoes).
 */
export class AtualizacaoAgenteService {
  constructor(
    private filiais: FiliaisService,
    private pasta: () => string = () => pastaArtefatos(),
  ) {}

  /** The provider administrator, or a user who can see some branch (a partner pins its own branches to one of them). */
  private async podeVer(ability: AppAbility, usuario: LoggedUser): Promise<void> {
    if (ehAdministradorProvedor(ability, usuario.contratanteId)) return;
    if ((await this.filiais.crud.count(ability)) === 0) throw forbidden();
  }

  /** The versions built and archived here, newest first, with each platform's size, SHA-256 and signature. */
  async versoesDisponiveis(ability: AppAbility, usuario: LoggedUser) {
    await this.podeVer(ability, usuario);
    return lerVersoes(this.pasta()).map((v) => ({
      versao: v.versao,
      geradoEm: v.geradoEm,
      chave: v.chave,
      assinada: v.executaveis.length > 0 && v.executaveis.every((e) => e.assinatura),
      plataformas: v.executaveis.map((e) => ({ plataforma: e.plataforma, tamanho: e.tamanho, sha256: e.sha256, assinatura: e.assinatura })),
    }));
  }
}

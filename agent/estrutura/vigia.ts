import type { DivergenciaEstrutura } from '../../common/api/divergencia';
import type { EsquemaErp } from '../../common/api/esquemaErp';
import { TIPOS_DADOS, type Configuracao, type DadosTipo } from '../../common/catalogo';
import type { Dialeto } from '../dialects';
import { lerEsquema } from '../dialects/schema';
import type { EstadoLocal } from '../estado';
import { compararEstrutura, hashDosSqls, sqlsDaConfiguracao, tirarImpressao, type ImpressaoEstrutura } from './impressao';

/** Tells the server a type's divergences (an empty list: none, or no longer). */
export type AvisarDivergencias = (tipo: string, divergencias: DivergenciaEstrutura[]) => Promise<void>;

/**
 * Watches the ERP's structure under the saved configurations: a type's fingerprint is taken when its
 * statements are new (saved, or first seen), and compared with the ERP when asked (at connection,
 * before a run, before writing a type's records). What it finds goes to the server, which shows it
 * and alerts; the caller holds the read or the write.
 */
export class VigiaEstrutura {
  /** What the server was last told per type (nothing is sent again while it does not change). */
  private avisado = new Map<string, string>();

  constructor(
    private estado: EstadoLocal,
    private avisar: AvisarDivergencias,
  ) {}

  /** The server forgot nothing, but a new connection may be a new server instance: everything is told again. */
  esquecerAvisos(): void {
    this.avisado.clear();
  }

  /**
   * The divergences of each given configuration (active or not: an insert page switched off still
   * holds records), reading the ERP's catalogue once. With `todos`, types without statements are
   * told too (as none), so the server drops what no longer applies.
   */
  async verificar(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>, configuracoes: Configuracao[], todos = false): Promise<Map<string, DivergenciaEstrutura[]>> {
    const resultado = new Map<string, DivergenciaEstrutura[]>();
    const comSql = configuracoes.filter((c) => sqlsDaConfiguracao(c.dados as Partial<DadosTipo>).length);
    let esquema: EsquemaErp | null = null;
    if (comSql.length) esquema = await lerEsquema(dialeto);
    for (const c of comSql) {
      const sqls = sqlsDaConfiguracao(c.dados as Partial<DadosTipo>);
      const hash = hashDosSqls(sqls);
      const guardada = this.estado.impressao(c.tipo);
      let divergencias: DivergenciaEstrutura[] = [];
      if (!guardada || guardada.hash !== hash) {
        // New statements: the integrator saved them against the ERP as it is now.
        this.estado.guardarImpressao(c.tipo, hash, JSON.stringify(tirarImpressao(esquema!, sqls)));
      } else {
        divergencias = compararEstrutura(JSON.parse(guardada.impressao) as ImpressaoEstrutura, esquema!);
      }
      resultado.set(c.tipo, divergencias);
    }
    const avisar = todos ? TIPOS_DADOS.map((t) => t.tipo) : [...resultado.keys()];
    for (const tipo of avisar) {
      const divergencias = resultado.get(tipo) ?? [];
      const texto = JSON.stringify(divergencias);
      if (this.avisado.get(tipo) === texto) continue;
      await this.avisar(tipo, divergencias);
      this.avisado.set(tipo, texto);
    }
    return resultado;
  }
}

/** The message a held run or write shows: what changed, and what to do. */
export function mensagemDivergencia(titulo: string, divergencias: DivergenciaEstrutura[]): { msg: string; detalhe: string } {
  return {
    msg: `A estrutura do ERP mudou e a configuração de ${titulo} não corresponde mais a ela: ${divergencias.map((d) => d.motivo).join(' ')} Corrija o SQL (o botão Sugerir configuração propõe um novo) e salve; nada foi removido dos aparelhos e os registros esperam.`,
    detalhe: divergencias.map((d) => `${d.tabela}${d.coluna ? `.${d.coluna}` : ''}`).join(', '),
  };
}

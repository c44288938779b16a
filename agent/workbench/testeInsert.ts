import type { PassoTesteInsert, ResultadoTesteInsert } from '../../common/api/testeInsert';
import { tabelasEscritas, type Configuracao, type DadosTipo, type TipoRegistroApp } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { ResultadoGerenciador } from '../../common/protocolo';
import type { Dialeto } from '../dialects';
import { tabelasSemTransacao } from '../dialects/schema';
import type { EstadoLocal } from '../estado';
import { ErroComando, ErroNaoDesfeito, Gravador, tipoDoRegistro } from '../sync/gravador';

/** The sample the server chose: the branch's last received record of the type, or the catalogue's example. */
export interface AmostraInsert {
  tipo: TipoRegistroApp;
  uuid: string;
  dados: Record<string, unknown>;
  origem: ResultadoTesteInsert['origem'];
}

/**
 * Insert test: the page's statements (saved or not) run by the write-back's own code for a sample
 * record, inside a transaction that is always rolled back, whether transacaoInsert is on or not.
 * Tables whose MySQL/MariaDB engine cannot roll back are refused before anything runs.
 */
export async function testarInsert(dialeto: Dialeto, estado: EstadoLocal, config: Configuracao, amostra: AmostraInsert): Promise<ResultadoGerenciador> {
  const def = tipoDoRegistro(amostra.tipo);
  if (!def || def.tipo !== config.tipo) return { status: false, msg: MSG.testeInsertSomenteInsert, erro: MSG.testeInsertSomenteInsert };
  const dados = config.dados as unknown as DadosTipo;
  const passos: PassoTesteInsert[] = [];
  const resultado = (chave: string | null, falhou: boolean): ResultadoTesteInsert => ({
    origem: amostra.origem, registro: amostra.dados, passos, chave, falhouNoPasso: falhou && passos.length ? passos.length - 1 : null,
  });
  const gravador = new Gravador(dialeto, estado, () => config);
  try {
    const escritas = [...(dados.insert ?? []), ...(dados.insertItens ?? [])].flatMap((c) => tabelasEscritas(c.sql ?? ''));
    const semTransacao = await tabelasSemTransacao(dialeto, escritas);
    if (semTransacao.length) return { status: false, msg: MSG.testeInsertSemTransacao(semTransacao), erro: MSG.testeInsertSemTransacao(semTransacao), dados: resultado(null, false) };
    const chave = await gravador.ensaiar({ tipo: amostra.tipo, uuid: amostra.uuid, dados: amostra.dados }, (passo) => passos.push(passo));
    return { status: true, msg: MSG.testeInsertConcluido(chave), erro: null, dados: resultado(chave, false) };
  } catch (error) {
    // Only a transaction the dialect found still open before its rollback is reported as undone.
    const naoDesfeito = error instanceof ErroNaoDesfeito ? error : null;
    const causa = naoDesfeito ? naoDesfeito.causa : error;
    const f = causa ? gravador.descreverFalha(causa, 'testarInsert') : null;
    const falha = f ? f.msg.replace(/\.?$/, '.') : '';
    const msg = naoDesfeito
      ? [falha, naoDesfeito.confirmado ? MSG.testeInsertNaoDesfeito(passos.length) : MSG.testeInsertDesfazerIncerto(passos.length)].filter(Boolean).join(' ')
      : error instanceof ErroComando ? MSG.testeInsertNaoExecutado(falha) : MSG.testeInsertFalhou(falha);
    return { status: false, msg, erro: f ? f.detalhe || f.msg : msg, dados: resultado(null, Boolean(causa)) };
  }
}

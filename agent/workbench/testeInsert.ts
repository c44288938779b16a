import type { AmostraInsert, CamposTesteInsert, ExecucaoTesteInsert, PassoTesteInsert, ResultadoTesteInsert } from '../../common/api/testeInsert';
import { tabelasEscritas, type Configuracao, type DadosTipo } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { ResultadoGerenciador } from '../../common/protocolo';
import { objetoInexistente, type Dialeto } from '../dialects';
import { tabelasSemTransacao } from '../dialects/schema';
import type { EstadoLocal } from '../estado';
import { ErroComando, ErroNaoDesfeito, Gravador, tipoDoRegistro } from '../gravacao/gravador';

export type { AmostraInsert };

/** One run: the statements for `registro` inside a transaction that is always rolled back. */
async function executar(
  dialeto: Dialeto,
  gravador: Gravador,
  amostra: AmostraInsert,
  campos: CamposTesteInsert,
  registro: Record<string, unknown>,
): Promise<ExecucaoTesteInsert & { parar: boolean }> {
  const passos: PassoTesteInsert[] = [];
  const execucao = (chave: string | null, falhou: boolean, ok: boolean, msg: string, erro: string | null, falha: ExecucaoTesteInsert['falha'] = null) => ({
    campos,
    registro,
    passos,
    chave,
    falhouNoPasso: falhou && passos.length ? passos.length - 1 : null,
    ok,
    msg,
    erro,
    falha,
  });
  try {
    const chave = await gravador.ensaiar({ tipo: amostra.tipo, uuid: amostra.uuid, dados: registro }, (passo) => passos.push(passo));
    return { ...execucao(chave, false, true, MSG.testeInsertConcluido(chave), null), parar: false };
  } catch (error) {
    // Only a transaction the dialect found still open before its rollback is reported as undone.
    const naoDesfeito = error instanceof ErroNaoDesfeito ? error : null;
    const causa = naoDesfeito ? naoDesfeito.causa : error;
    const f = causa ? gravador.descreverFalha(causa, 'testarInsert') : null;
    const texto = f ? f.msg.replace(/\.?$/, '.') : '';
    const msg = naoDesfeito
      ? [texto, naoDesfeito.confirmado ? MSG.testeInsertNaoDesfeito(passos.length) : MSG.testeInsertDesfazerIncerto(passos.length)].filter(Boolean).join(' ')
      : error instanceof ErroComando
        ? MSG.testeInsertNaoExecutado(texto)
        : MSG.testeInsertFalhou(texto);
    // Nothing more runs after a test that could not be undone, or one refused before it ran (the other would be refused alike).
    const falha = f
      ? { tipo: f.tipo, objeto: f.tipo === 'tabelaNaoEncontrada' || f.tipo === 'colunaNaoEncontrada' ? objetoInexistente(dialeto.tipo, causa) : null }
      : null;
    return { ...execucao(null, Boolean(causa), false, msg, f ? f.detalhe || f.msg : msg, falha), parar: Boolean(naoDesfeito) || error instanceof ErroComando };
  }
}

/**
 * Insert test: the page's statements (saved or not) run by the write-back's own code, twice: with
 * every optional field of the record filled, and with every optional field empty (NULL), since a
 * real order without discount binds NULL where a sample binds 0, and an ERP column NOT NULL without a
 * default passes the one and refuses the other. Each run is a transaction rolled back at its end,
 * whether transacaoInsert is on or not. Tables whose MySQL/MariaDB engine cannot roll back are
 * refused before anything runs.
 */
export async function testarInsert(dialeto: Dialeto, estado: EstadoLocal, config: Configuracao, amostra: AmostraInsert): Promise<ResultadoGerenciador> {
  const def = tipoDoRegistro(amostra.tipo);
  if (!def || def.tipo !== config.tipo) return { status: false, msg: MSG.testeInsertSomenteInsert, erro: MSG.testeInsertSomenteInsert };
  const dados = config.dados as unknown as DadosTipo;
  const execucoes: ExecucaoTesteInsert[] = [];
  const resultado = (): ResultadoTesteInsert => ({ origem: amostra.origem, execucoes, chave: execucoes[0]?.chave ?? null });
  const gravador = new Gravador(dialeto, estado, () => config);
  const escritas = [...(dados.insert ?? []), ...(dados.insertItens ?? [])].flatMap((c) => tabelasEscritas(c.sql ?? ''));
  try {
    const semTransacao = await tabelasSemTransacao(dialeto, escritas);
    if (semTransacao.length)
      return { status: false, msg: MSG.testeInsertSemTransacao(semTransacao), erro: MSG.testeInsertSemTransacao(semTransacao), dados: resultado() };
  } catch (error) {
    const f = gravador.descreverFalha(error, 'testarInsert');
    return { status: false, msg: f.msg, erro: f.detalhe || f.msg, dados: resultado() };
  }
  const corridas: [CamposTesteInsert, Record<string, unknown>][] = [
    ['preenchidos', amostra.dados],
    ...(amostra.vazios ? [['vazios', amostra.vazios] as [CamposTesteInsert, Record<string, unknown>]] : []),
  ];
  for (const [campos, registro] of corridas) {
    const { parar, ...execucao } = await executar(dialeto, gravador, amostra, campos, registro);
    execucoes.push(execucao);
    if (parar) break;
  }
  const falhas = execucoes.filter((e) => !e.ok);
  if (!falhas.length) {
    const chave = execucoes[0]!.chave!;
    return {
      status: true,
      msg: execucoes.length > 1 ? MSG.testeInsertConcluidoDuasVezes(chave) : MSG.testeInsertConcluido(chave),
      erro: null,
      dados: resultado(),
    };
  }
  // Each failed run says which record it bound, when there were two.
  const comRotulo = (e: ExecucaoTesteInsert, texto: string) => (corridas.length > 1 ? `${MSG.execucaoTesteInsert[e.campos]}: ${texto}` : texto);
  return {
    status: false,
    msg: falhas.map((e) => comRotulo(e, e.msg)).join('\n'),
    erro: falhas.map((e) => comRotulo(e, e.erro ?? e.msg)).join('\n'),
    dados: resultado(),
  };
}

import { MSG } from '../messages';
import type { FieldErrors } from '../validation/usuario';
import { validarAgenda } from './agenda';
import { validarAlertas } from './alertas';
import { CAMPOS_CLIENTE_UNICO, CONFIGURACAO_BASICA_PADRAO, TIPOS_SENHA, type ConfiguracaoBasica } from './basica';
import { ehTipoCampoPersonalizado } from './camposPersonalizados';
import { TIPOS_INTEGRACAO, type TipoIntegracao } from './conexao';
import { TIPO_BASICA, TIPO_INTEGRACAO, valoresFixos, type CampoPersonalizado, type DadosTipo, type Mapeamento } from './configuracao';
import { TIPOS_DADOS_POR_TIPO } from './dados';
import { erroControleTransacao, erroSelect } from './instrucoesSql';
import { colunasAusentes, placeholdersDe, selectUsaAsterisco } from './sql';
import { converterValor } from './valores';
import type { CampoMapeavel, TipoDados } from './types';

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

function validarBasica(dados: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (!(TIPOS_SENHA as readonly string[]).includes(String(dados.tipoValidacaoCampoSenhaUsuario ?? '')))
    errors.tipoValidacaoCampoSenhaUsuario = MSG.tipoIntegracaoRequerido;
  if (!(CAMPOS_CLIENTE_UNICO as readonly string[]).includes(String(dados.campoClienteValidacaoUnico ?? '')))
    errors.campoClienteValidacaoUnico = MSG.tipoIntegracaoRequerido;
  return { ...errors, ...validarAlertas(dados) };
}

function validarConexao(dados: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const tipo = String(dados.tipoIntegracao ?? '');
  if (!(TIPOS_INTEGRACAO as readonly string[]).includes(tipo)) return { tipoIntegracao: MSG.tipoIntegracaoRequerido };
  if (tipo === 'sqlite') {
    if (!filled(dados.sqliteArquivo)) errors.sqliteArquivo = MSG.gSqliteRequerido;
    return errors;
  }
  if (!filled(dados.database)) errors.database = MSG.gDatabaseRequerida;
  if (!filled(dados.username)) errors.username = MSG.gUsuarioRequerido;
  // A blank password keeps the one saved before (the server never sends it back).
  if (!filled(dados.password) && dados.passwordSalvo !== true) errors.password = MSG.gSenhaRequerida;
  if (!filled(dados.hostname)) errors.hostname = MSG.gHostnameRequerido;
  if (tipo !== 'mssql' && !(Number(dados.porta) > 0)) errors.porta = MSG.gHostnameRequerido;
  return errors;
}

/** The fields of a data type that apply under this basic configuration. */
export function camposVisiveis(campos: CampoMapeavel[], basica: ConfiguracaoBasica): CampoMapeavel[] {
  return campos.filter((c) => !c.visivel || c.visivel(basica));
}

/** Why a fixed value cannot stand for the field (empty for a required one, wrong type, not an allowed value), or null. */
export function erroValorFixo(campo: CampoMapeavel, texto: string): string | null {
  if (!filled(texto)) return campo.opcional ? null : MSG.campoMapeadoRequerido(campo.label);
  const conversao = converterValor(campo.tipo, texto.trim());
  if (!conversao.ok) return MSG.valorFixoInvalido(campo.label, conversao.erro);
  if (campo.valores && !campo.valores.some((v) => v.toLowerCase() === texto.trim().toLowerCase())) return MSG.valorFixoNaoPermitido(campo.label, campo.valores);
  return null;
}

/** The required fields of a select that read neither a column nor a fixed value yet (the save refuses them). */
export function obrigatoriosSemOrigem(campos: CampoMapeavel[], mapa: Record<string, string>, fixos: Record<string, string> = {}): CampoMapeavel[] {
  return campos.filter((c) => !c.opcional && fixos[c.nome] === undefined && !filled(mapa[c.nome]));
}

function validarSelect(
  errors: FieldErrors,
  key: string,
  sql: string,
  campos: CampoMapeavel[],
  mapa: Record<string, string>,
  requerido: string,
  fixos: Record<string, string>,
  motor: TipoIntegracao | undefined,
) {
  // Without a select the mapping's required fields are still named, so every message shows at once.
  const semSql = !filled(sql);
  const recusa = semSql ? null : erroSelect(sql, motor);
  if (semSql) errors[key] = requerido;
  else if (recusa) errors[key] = recusa;
  else if (selectUsaAsterisco(sql)) errors[key] = MSG.selectSemAsterisco;
  for (const [i, c] of campos.entries()) {
    const coluna = mapa[c.nome];
    if (fixos[c.nome] !== undefined) {
      // The first field is the record's key: one fixed value would make every row the same record.
      const erro = i === 0 ? MSG.identificadorSemValorFixo(c.label) : erroValorFixo(c, fixos[c.nome]!);
      if (erro) errors[`mapeamento.${key}.${c.nome}`] = erro;
    } else if (!filled(coluna)) {
      if (!c.opcional) errors[`mapeamento.${key}.${c.nome}`] = MSG.campoMapeadoRequerido(c.label);
    } else if (!semSql && colunasAusentes(sql, [coluna]).length) {
      errors[`mapeamento.${key}.${c.nome}`] = MSG.selectSemCampo(coluna, c.label);
    }
  }
}

/**
 * Custom fields: label always; a known type; the related column when linked to the select (and the
 * select must list it); values for selectable ones.
 */
export function validarCamposPersonalizados(campos: CampoPersonalizado[], select?: string): FieldErrors {
  const errors: FieldErrors = {};
  campos.forEach((c, i) => {
    if (!filled(c.label)) errors[`camposPersonalizados.${i}.label`] = MSG.labelRequerido;
    if (!ehTipoCampoPersonalizado(String(c.tipo ?? ''))) errors[`camposPersonalizados.${i}.tipo`] = MSG.tipoCampoPersonalizadoInvalido;
    if (select !== undefined && !filled(c.fieldRelacionado)) errors[`camposPersonalizados.${i}.fieldRelacionado`] = MSG.fieldRelacionadoRequerido;
    else if (select !== undefined && filled(select) && colunasAusentes(select, [c.fieldRelacionado]).length) {
      errors[`camposPersonalizados.${i}.fieldRelacionado`] = MSG.selectSemCampo(c.fieldRelacionado, c.label || c.id);
    }
    if (c.tipo === 'selecionavel' && !c.valoresSelecionavel?.length)
      errors[`camposPersonalizados.${i}.valoresSelecionavel`] = MSG.valoresSelecionaveisRequerido;
  });
  return errors;
}

function validarDados(def: TipoDados, dados: DadosTipo, mapeamento: Mapeamento, basica: ConfiguracaoBasica, motor: TipoIntegracao | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^\d{1,3}:[0-5]\d$/.test(String(dados.tempoSincronizacao ?? ''))) errors.tempoSincronizacao = MSG.tempoInvalido;
  const porPagina = Number(dados.quantidadeRegistrosPaginar);
  if (!Number.isInteger(porPagina) || porPagina < 10 || porPagina > 100) errors.quantidadeRegistrosPaginar = MSG.registrosPaginacao;
  if (def.direcao === 'erpParaNuvem') {
    const requerido = def.dadosExtras ? MSG.selectSituacaoRequerido : MSG.selectRequerido;
    validarSelect(
      errors,
      'select',
      dados.select,
      camposVisiveis(def.campos, basica),
      mapeamento.campos ?? {},
      requerido,
      valoresFixos(mapeamento, 'campos'),
      motor,
    );
    for (const sub of def.subSelects.filter((s) => !s.visivel || s.visivel(basica))) {
      validarSelect(
        errors,
        sub.chave,
        dados[sub.chave],
        sub.campos,
        mapeamento[sub.chave] ?? {},
        MSG.selectRequerido,
        valoresFixos(mapeamento, sub.chave),
        motor,
      );
    }
    Object.assign(errors, validarCamposPersonalizados(mapeamento.camposPersonalizados ?? [], dados.select));
    Object.assign(errors, validarAgenda(dados.agenda));
  } else {
    Object.assign(errors, validarCamposPersonalizados(mapeamento.camposPersonalizados ?? []));
  }
  for (const grupo of def.inserts) {
    const cards = dados[grupo.chave] ?? [];
    if (!cards.length || cards.some((c) => !filled(c.sql))) errors[grupo.chave] = MSG.insertRequerido;
  }
  Object.assign(errors, validarGravacaoUnica(dados));
  Object.assign(errors, errosDosInserts(def, dados, motor));
  for (const [key, label] of Object.entries(def.dadosExtras ?? {})) {
    if (!filled((dados as unknown as Record<string, unknown>)[key])) errors[key] = MSG.campoMapeadoRequerido(label);
  }
  return errors;
}

/**
 * The exactly-once choice of an insert page (docs/guia-integrador.md, "Gravação exatamente uma vez"):
 * with a column of the ERP, the header's insert must write :uuid and the look-up must find it by :uuid.
 */
function validarGravacaoUnica(dados: DadosTipo): FieldErrors {
  const unica = dados.gravacaoUnica;
  if (!unica) return {};
  if (unica.modo !== 'tabelaGerenciador' && unica.modo !== 'colunaErp') return { 'gravacaoUnica.modo': MSG.gravacaoUnicaModoInvalido };
  if (unica.modo !== 'colunaErp') return {};
  const errors: FieldErrors = {};
  if (!placeholdersDe(unica.selectUuid ?? '').includes('uuid')) errors['gravacaoUnica.selectUuid'] = MSG.selectUuidRequerido;
  if (!(dados.insert ?? []).some((c) => placeholdersDe(c.sql ?? '').includes('uuid'))) errors['gravacaoUnica.modo'] = MSG.insertSemUuid;
  return errors;
}

/**
 * The insert steps and key selects that would control the write's transaction (common/catalogo/
 * instrucoesSql), one message per insert group naming the card: checked when the configuration is
 * saved, and by the agent before a write or an insert test runs anything.
 */
export function errosDosInserts(def: TipoDados, dados: Pick<DadosTipo, 'insert' | 'insertItens'>, motor?: TipoIntegracao): FieldErrors {
  const errors: FieldErrors = {};
  for (const grupo of def.inserts) {
    (dados[grupo.chave] ?? []).some((card, i) => {
      const titulo = `${grupo.label} ${i + 1}`;
      const sql = erroControleTransacao(card.sql ?? '', motor);
      const chave = erroControleTransacao(card.selectChave ?? '', motor);
      if (sql) errors[grupo.chave] = `${titulo}: ${sql}`;
      else if (chave) errors[grupo.chave] = `${MSG.selectChaveDe(titulo)}: ${chave}`;
      return Boolean(sql || chave);
    });
  }
  return errors;
}

/**
 * Every rule of docs/produto.md §5 "Configuração do gerenciador" for one configuration, with its message. The page
 * and the server both call it; `basica` decides which fields apply, and `motor` (the branch's ERP
 * engine, when known) how the SQL is read (common/catalogo/instrucoesSql).
 */
export function validarConfiguracao(
  tipo: string,
  dados: Record<string, unknown>,
  mapeamento: Mapeamento,
  basica: ConfiguracaoBasica = CONFIGURACAO_BASICA_PADRAO,
  motor?: TipoIntegracao,
): FieldErrors {
  if (tipo === TIPO_BASICA) return validarBasica(dados);
  if (tipo === TIPO_INTEGRACAO) return validarConexao(dados);
  const def = TIPOS_DADOS_POR_TIPO[tipo];
  if (!def) return { tipo: MSG.tipoConfiguracaoInvalido };
  return validarDados(def, dados as unknown as DadosTipo, mapeamento, basica, motor);
}

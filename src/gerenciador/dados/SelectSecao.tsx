import { useEffect, useRef } from 'react';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TabelaErp } from '../../../common/api/esquemaErp';
import { selectDaTabela, type CampoMapeavel, type ParametroSelect } from '../../../common/catalogo';
import { testarSelect } from '../api/operacoes';
import { Secao } from '../components/PaginaGerenciador';
import { SqlEditor, type EditorSqlApi } from '../components/SqlEditor';
import { BotaoTeste, TesteFeedback } from '../components/TesteFeedback';
import { DescobertaPainel } from '../descoberta/DescobertaPainel';
import { mapeamentoPorNome } from '../descoberta/esquemaSql';
import type { Descoberta } from '../descoberta/useDescoberta';
import { useGerenciador } from '../GerenciadorContext';
import type { Erros } from '../hooks/useConfiguracaoForm';
import { useTeste } from '../hooks/useTeste';
import type { ChaveSelect } from './formDados';
import { MapeamentoCampos, type SugestaoCampo } from './MapeamentoCampos';
import { linhaDoResultado, ResultadoSelect } from './ResultadoSelect';

interface Props {
  chave: ChaveSelect;
  titulo: string;
  sql: string;
  onSql: (sql: string) => void;
  campos: CampoMapeavel[];
  mapa: Record<string, string>;
  onMapear: (campo: string, coluna: string) => void;
  fixos: Record<string, string>;
  onFixar: (campo: string, texto: string | null) => void;
  erros: Erros;
  /** Values the agent binds into this select (order status), offered as tags; the test binds them from `pagina`. */
  parametros?: ParametroSelect[];
  /** The page's type and settings, whose parameters the select test binds (with samples where still empty). */
  pagina?: { tipo: string; dados: Record<string, unknown> };
  /** The ERP's tables: completion in the editor, and (on the main select) the discovery panel beside it. */
  descoberta: Descoberta;
  comPainel?: boolean;
  /** The columns the mapping's pickers offer, and where a test or a chosen table tells new ones. */
  colunas: string[];
  onColunas: (colunas: string[]) => void;
  /** The proposal under review, per field of this select. */
  sugestaoDe?: (campo: string) => SugestaoCampo | undefined;
  onAceitar?: (campo: string) => void;
  onRejeitar?: (campo: string) => void;
}

/** A select of the ERP: its SQL in the editor, the select test, and the mapping of its columns. */
export function SelectSecao({
  chave,
  titulo,
  sql,
  onSql,
  campos,
  mapa,
  onMapear,
  fixos,
  onFixar,
  erros,
  parametros,
  pagina,
  descoberta,
  comPainel,
  colunas,
  onColunas,
  sugestaoDe,
  onAceitar,
  onRejeitar,
}: Props) {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const editor = useRef<EditorSqlApi | null>(null);
  const teste = useTeste();
  const { reiniciar } = teste;
  // A test's answer is about the SQL it ran: an edit (typed, a table picked, a proposal) clears it.
  useEffect(() => reiniciar(), [sql, reiniciar]);
  const id = `select-${chave}`;
  const paginaDoTeste =
    pagina && parametros?.length
      ? { tipo: pagina.tipo, dados: Object.fromEntries(parametros.filter((p) => !p.lista).map((p) => [p.nome, pagina.dados[p.nome] ?? ''])) }
      : undefined;
  const { esquema } = descoberta;
  const usarTabela = (tabela: TabelaErp) => {
    if (!esquema) return;
    onSql(selectDaTabela(esquema.tipoIntegracao, tabela));
    onColunas(tabela.colunas.map((c) => c.nome));
    for (const [campo, coluna] of Object.entries(
      mapeamentoPorNome(
        campos,
        tabela.colunas.map((c) => c.nome),
        mapa,
        fixos,
      ),
    ))
      onMapear(campo, coluna);
  };

  const testar = async () => {
    const linha = linhaDoResultado((await teste.testar(() => testarSelect(filial.identificadorApp, sql, paginaDoTeste)))?.dados);
    if (linha) onColunas(Object.keys(linha));
  };

  const editorETeste = (
    <Box sx={{ minWidth: 0 }}>
      <SqlEditor
        id={id}
        label={translate('app.gerenciador.dados.sql_select') + (chave === 'select' ? '' : `: ${titulo}`)}
        value={sql}
        onChange={onSql}
        erro={erros[chave]}
        editorRef={editor}
        ajuda={translate('app.gerenciador.dados.select_ajuda')}
        esquema={esquema}
      />
      {parametros?.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2">{translate('app.gerenciador.dados.parametros')}</Typography>
          {parametros.map((p) => (
            <Tooltip
              key={p.nome}
              title={`${p.descricao}. ${translate('app.gerenciador.dados.parametro_exemplo', { exemplo: [p.exemplo].flat().join(', ') })}`}
              describeChild
            >
              <Chip label={`:${p.nome}`} size="small" variant="outlined" onClick={() => editor.current?.inserir(`:${p.nome}`)} />
            </Tooltip>
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 1 }}>
        <BotaoTeste estado={teste.estado} label="app.gerenciador.dados.testar_select" onClick={() => void testar()} />
        <TesteFeedback estado={teste.estado}>
          {teste.estado.fase === 'concluido' && teste.estado.ok && (
            <ResultadoSelect dados={teste.estado.resultado?.dados} campos={campos} mapa={mapa} fixos={fixos} />
          )}
        </TesteFeedback>
      </Box>
    </Box>
  );

  return (
    <Secao id={`${id}-secao`} titulo={titulo}>
      {comPainel ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          {editorETeste}
          <DescobertaPainel descoberta={descoberta} onUsar={usarTabela} substitui={Boolean(sql.trim())} />
        </Box>
      ) : (
        editorETeste
      )}
      <MapeamentoCampos
        chave={chave}
        campos={campos}
        mapa={mapa}
        onMapear={onMapear}
        fixos={fixos}
        onFixar={onFixar}
        erros={erros}
        colunas={colunas}
        sugestaoDe={sugestaoDe}
        onAceitar={onAceitar}
        onRejeitar={onRejeitar}
      />
    </Secao>
  );
}

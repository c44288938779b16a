import { useRef } from 'react';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampoMapeavel, Placeholder } from '../../../common/catalogo';
import { testarSelect } from '../api/operacoes';
import { Secao } from '../components/PaginaGerenciador';
import { SqlEditor, type EditorSqlApi } from '../components/SqlEditor';
import { BotaoTeste, TesteFeedback } from '../components/TesteFeedback';
import { useGerenciador } from '../GerenciadorContext';
import type { Erros } from '../hooks/useConfiguracaoForm';
import { useTeste } from '../hooks/useTeste';
import type { ChaveSelect } from './formDados';
import { MapeamentoCampos } from './MapeamentoCampos';
import { ResultadoSelect } from './ResultadoSelect';

interface Props {
  chave: ChaveSelect;
  titulo: string;
  sql: string;
  onSql: (sql: string) => void;
  campos: CampoMapeavel[];
  mapa: Record<string, string>;
  onMapear: (campo: string, coluna: string) => void;
  erros: Erros;
  /** Values the agent binds into this select (order status), offered as tags. */
  parametros?: Placeholder[];
}

/** A select of the ERP: its SQL in the editor, the select test, and the mapping of its columns. */
export function SelectSecao({ chave, titulo, sql, onSql, campos, mapa, onMapear, erros, parametros }: Props) {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const editor = useRef<EditorSqlApi | null>(null);
  const teste = useTeste();
  const id = `select-${chave}`;

  return (
    <Secao id={`${id}-secao`} titulo={titulo}>
      <SqlEditor id={id} label={translate('app.gerenciador.dados.sql_select') + (chave === 'select' ? '' : `: ${titulo}`)} value={sql} onChange={onSql} erro={erros[chave]} editorRef={editor} ajuda={translate('app.gerenciador.dados.select_ajuda')} />
      {parametros?.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2">{translate('app.gerenciador.dados.parametros')}</Typography>
          {parametros.map((p) => (
            <Tooltip key={p.nome} title={p.descricao} describeChild>
              <Chip label={`:${p.nome}`} size="small" variant="outlined" onClick={() => editor.current?.inserir(`:${p.nome}`)} />
            </Tooltip>
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 1 }}>
        <BotaoTeste estado={teste.estado} label="app.gerenciador.dados.testar_select" onClick={() => void teste.testar(() => testarSelect(filial.identificadorApp, sql))} />
        <TesteFeedback estado={teste.estado}>
          {teste.estado.fase === 'concluido' && teste.estado.ok && <ResultadoSelect dados={teste.estado.resultado?.dados} campos={campos} mapa={mapa} />}
        </TesteFeedback>
      </Box>
      <MapeamentoCampos chave={chave} campos={campos} mapa={mapa} onMapear={onMapear} erros={erros} />
    </Secao>
  );
}

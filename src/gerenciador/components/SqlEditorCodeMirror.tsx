import { useImperativeHandle, useMemo, useRef, type RefObject } from 'react';
import { Box } from '@mui/material';
import { MariaSQL, MSSQL, MySQL, PostgreSQL, sql, SQLite, StandardSQL, type SQLDialect } from '@codemirror/lang-sql';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { TipoIntegracao } from '../../../common/catalogo/conexao';
import { namespaceSql } from '../descoberta/esquemaSql';
import type { EditorSqlApi } from './types';

/** Each engine's SQL for highlighting and completion (Firebird's is the standard's). */
const DIALETOS: Record<TipoIntegracao, SQLDialect> = {
  mysql: MySQL,
  mariadb: MariaSQL,
  postgres: PostgreSQL,
  sqlite: SQLite,
  mssql: MSSQL,
  firebird: StandardSQL,
};

interface Props {
  value: string;
  onChange: (valor: string) => void;
  labelId: string;
  descricaoId?: string;
  invalido: boolean;
  editorRef?: RefObject<EditorSqlApi | null>;
  altura: string;
  esquema: EsquemaErp | null;
}

/**
 * CodeMirror with SQL highlighting and completion. Tab moves focus on (no keyboard trap), and the
 * editable area is named by the page's label and described by its message.
 */
export default function SqlEditorCodeMirror({ value, onChange, labelId, descricaoId, invalido, editorRef, altura, esquema }: Props) {
  const view = useRef<EditorView | null>(null);

  useImperativeHandle(
    editorRef,
    () => ({
      inserir: (texto: string) => {
        const atual = view.current;
        if (!atual) return;
        atual.dispatch(atual.state.replaceSelection(texto));
        atual.focus();
      },
    }),
    [],
  );

  const extensions = useMemo(
    () => [
      esquema ? sql({ dialect: DIALETOS[esquema.tipoIntegracao], schema: namespaceSql(esquema) }) : sql(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        'aria-labelledby': labelId,
        'aria-invalid': String(invalido),
        ...(descricaoId ? { 'aria-describedby': descricaoId } : {}),
      }),
    ],
    [labelId, descricaoId, invalido, esquema],
  );

  return (
    <Box sx={{ border: 1, borderColor: invalido ? 'error.main' : 'grey.500', borderRadius: 1, overflow: 'hidden', fontSize: 14 }}>
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        minHeight={altura}
        theme="light"
        indentWithTab={false}
        basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLineGutter: false }}
        onCreateEditor={(criado) => {
          view.current = criado;
        }}
      />
    </Box>
  );
}

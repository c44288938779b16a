import { lazy, Suspense, type RefObject } from 'react';
import { FormControl, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { EditorSqlApi } from './types';

export type { EditorSqlApi };

export interface SqlEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (valor: string) => void;
  erro?: string;
  ajuda?: string;
  editorRef?: RefObject<EditorSqlApi | null>;
  altura?: string;
  /** The ERP's discovered tables: the editor completes their names and columns in the engine's SQL. */
  esquema?: EsquemaErp | null;
}

/** CodeMirror and its SQL language are a chunk of their own, fetched when a page shows an editor. */
const SqlEditorCodeMirror = lazy(() => import('./SqlEditorCodeMirror'));

/** A labelled SQL editor with its message below; the input itself is CodeMirror, loaded lazily. */
export function SqlEditor({ id, label, value, onChange, erro, ajuda, editorRef, altura = '96px', esquema }: SqlEditorProps) {
  const labelId = `${id}-rotulo`;
  const textoId = `${id}-ajuda`;
  const texto = erro ?? ajuda;
  return (
    <FormControl fullWidth error={Boolean(erro)} sx={{ mt: 2 }}>
      <FormLabel id={labelId} component="div" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={altura} aria-hidden />}>
        <SqlEditorCodeMirror
          value={value}
          onChange={onChange}
          labelId={labelId}
          descricaoId={texto ? textoId : undefined}
          invalido={Boolean(erro)}
          editorRef={editorRef}
          altura={altura}
          esquema={esquema ?? null}
        />
      </Suspense>
      {texto && <FormHelperText id={textoId}>{texto}</FormHelperText>}
    </FormControl>
  );
}

/**
 * What a parent may do with the SQL editor: insert a placeholder at the cursor. Apart from SqlEditor.tsx,
 * which lazily imports SqlEditorCodeMirror.tsx: the chunk imports this, not its importer.
 */
export interface EditorSqlApi {
  inserir: (texto: string) => void;
}

import type { SqlEditorProps } from '../components/SqlEditor';

/** The SQL editor as a plain textarea: CodeMirror itself runs in the browser e2e test. */
export function SqlEditor({ id, label, value, onChange, erro, ajuda }: SqlEditorProps) {
  const texto = erro ?? ajuda;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(erro)}
        aria-describedby={texto ? `${id}-ajuda` : undefined}
      />
      {texto && <p id={`${id}-ajuda`}>{texto}</p>}
    </div>
  );
}

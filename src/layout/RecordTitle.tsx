import { Title, useGetOne, useTranslate } from 'react-admin';

/**
 * A record page's title: '{label} · {nome}', or only the name when it already starts with the label
 * ('Filial Centro', not 'Filial Filial Centro'); only the label until the record has loaded.
 */
export function recordTitle(label: string, nome: string | null | undefined): string {
  const name = nome?.trim();
  if (!name) return label;
  return name.toLocaleLowerCase('pt-BR').startsWith(`${label.toLocaleLowerCase('pt-BR')} `) ? name : `${label} · ${name}`;
}

/** The title of the record page of `resource`/`id`, loaded on its own (also when the page is opened by URL). */
export function RecordTitle({ resource, id, label }: { resource: string; id: string | number; label: string }) {
  const translate = useTranslate();
  const { data } = useGetOne<{ id: string | number; nome?: string }>(resource, { id });
  return <Title title={recordTitle(translate(label), data?.nome)} preferenceKey={false} />;
}

import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { keyPaths, mergeMessages } from './mergeMessages';
import { ptBR } from './pt-BR';

/** Keys whose Portuguese text is the same as the English one (only placeholders or a blank). */
const SAME_AS_ENGLISH = new Set(['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show']);

const valueAt = (tree: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

describe('pt-BR messages', () => {
  const englishKeys = keyPaths(englishMessages);

  it('has every key of ra-language-english', () => {
    const missing = englishKeys.filter((key) => typeof valueAt(ptBR, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('leaves no English text behind', () => {
    const untranslated = englishKeys.filter((key) => !SAME_AS_ENGLISH.has(key) && valueAt(ptBR, key) === valueAt(englishMessages, key));
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each English message', () => {
    const placeholders = (text: unknown) => (String(text).match(/%\{\w+\}/g) ?? []).sort();
    const changed = englishKeys.filter((key) => {
      const english = placeholders(valueAt(englishMessages, key)).filter((p) => p !== '%{smart_count}');
      const portuguese = new Set(placeholders(valueAt(ptBR, key)));
      return english.some((p) => !portuguese.has(p));
    });
    // docs/produto.md §2 and §8 texts ('Sem registros', 'Confirma a remoção do registro?') name no resource;
    // 'Ordenar por' takes the label as written (%{field}): %{field_lower_first} made 'cPF / CNPJ'.
    expect(changed.sort()).toEqual([
      'ra.message.bulk_delete_content',
      'ra.message.delete_content',
      'ra.navigation.no_filtered_results',
      'ra.navigation.no_results',
      'ra.page.empty',
      'ra.sort.sort_by',
    ]);
  });

  it('uses the catalogue texts for empty lists and removal', () => {
    expect(valueAt(ptBR, 'ra.navigation.no_results')).toBe('Sem registros');
    expect(valueAt(ptBR, 'ra.message.delete_content')).toBe('Confirma a remoção do registro?');
  });

  it('deep-merges without losing sibling keys', () => {
    expect(mergeMessages({ a: { b: 'x', c: 'y' } }, { a: { b: 'z' } })).toEqual({ a: { b: 'z', c: 'y' } });
  });
});

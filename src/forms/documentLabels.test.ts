import { describe, expect, it } from 'vitest';
import { documentLabels } from './documentLabels';
import { messages } from '../i18n';

const text = (key: string) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], messages);

describe('documentLabels', () => {
  it('says CPF, RG and Nome for a person, without Fantasia', () => {
    const labels = documentLabels('F');
    expect([labels.docFederal, labels.docEstadual, labels.nome].map(text)).toEqual(['CPF', 'RG', 'Nome']);
    expect(labels.showFantasia).toBe(false);
  });

  it('says CNPJ, Inscrição Estadual and Razão Social for a company, with Fantasia', () => {
    const labels = documentLabels('J');
    expect([labels.docFederal, labels.docEstadual, labels.nome].map(text)).toEqual(['CNPJ', 'Inscrição Estadual', 'Razão Social']);
    expect(labels.showFantasia).toBe(true);
  });

  it('names both before the type is chosen', () => {
    expect(text(documentLabels(null).docFederal)).toBe('CPF / CNPJ');
  });
});

import { describe, expect, it } from 'vitest';
import { registroDeExemplo, type CampoPersonalizado } from '../../common/catalogo';
import { estruturaDoRegistro, validarRegistroApp } from './validacao';

const requeridos = (campos: { nome: string; requerido: boolean }[] | null) => campos!.filter((c) => c.requerido).map((c) => c.nome);

describe('estrutura dos registros do aplicativo, lida do catálogo', () => {
  it('takes the insert placeholders, leaves out what the server and the agent fill, and requires the ERP type’s mandatory fields', () => {
    const pedido = estruturaDoRegistro('pedido');
    expect(requeridos(pedido.cabecalho)).toEqual(['clienteIdentificador', 'dataPedido', 'valorTotal']);
    expect(pedido.cabecalho.map((c) => c.nome)).not.toEqual(expect.arrayContaining(['uuid']));
    expect(pedido.cabecalho.map((c) => c.nome)).not.toContain('usuarioIdentificador');
    expect(pedido.cabecalho.map((c) => c.nome)).not.toContain('dataSincronizacao');
    expect(requeridos(pedido.itens)).toEqual(['produtoIdentificador', 'valorUnitarioVenda', 'quantidade', 'valorTotal']);
    expect(pedido.itens!.map((c) => c.nome)).not.toContain('pedidoIdentificador');
    expect(requeridos(estruturaDoRegistro('cliente').cabecalho)).toEqual(['nome', 'tipoPessoa', 'docFederal']);
    expect(estruturaDoRegistro('cliente').itens).toBeNull();
    expect(requeridos(estruturaDoRegistro('ordemServico').itens)).toEqual(['tipoItem', 'quantidade', 'valorTotal']);
    // What the write-back fills itself (docs/guia-integrador.md §6.1) is never taken from a phone.
    expect(pedido.itens!.map((c) => c.nome)).not.toEqual(expect.arrayContaining(['sequencia']));
    expect([...pedido.cabecalho, ...pedido.itens!].some((c) => c.nome === 'fracaoDesconto' || c.nome.startsWith('pedido_'))).toBe(false);
  });

  it('accepts the catalogue’s example records (the insert test’s samples) as a phone would send them', () => {
    for (const tipo of ['cliente', 'pedido', 'ordemServico'] as const)
      expect(validarRegistroApp(tipo, registroDeExemplo(tipo)), tipo).toMatchObject({ ok: true });
  });
});

describe('validarRegistroApp', () => {
  const personalizados: CampoPersonalizado[] = [
    {
      id: 'CP_1',
      label: 'Ramo',
      tipo: 'selecionavel',
      fieldRelacionado: 'RAMO',
      mostraLista: true,
      editavel: true,
      editavelObrigatorio: true,
      valoresSelecionavel: [
        { label: 'Varejo', id: 'V' },
        { label: 'Atacado', id: 'A' },
      ],
    },
    {
      id: 'CP_2',
      label: 'Funcionários',
      tipo: 'inteiro',
      fieldRelacionado: 'FUNC',
      mostraLista: false,
      editavel: true,
      editavelObrigatorio: false,
      valoresSelecionavel: [],
    },
    {
      id: 'CP_3',
      label: 'Código interno',
      tipo: 'texto',
      fieldRelacionado: 'COD',
      mostraLista: false,
      editavel: false,
      editavelObrigatorio: false,
      valoresSelecionavel: [],
    },
  ];
  const cliente = { uuid: 'u', nome: ' Ana ', tipoPessoa: 'f', docFederal: '529.982.247-25' };

  it('normalises what it keeps and drops unknown fields', () => {
    expect(validarRegistroApp('cliente', { ...cliente, inventado: 1, camposPersonalizados: { CP_1: 'A' } }, personalizados)).toEqual({
      ok: true,
      dados: { nome: 'Ana', tipoPessoa: 'F', docFederal: '52998224725', camposPersonalizados: { CP_1: 'A' } },
    });
  });

  it('checks the phone-editable custom fields: mandatory, type, options, unknown or read-only ids', () => {
    const r = validarRegistroApp('cliente', { ...cliente, camposPersonalizados: { CP_2: 'muitos', CP_3: 'x', CP_9: 1 } }, personalizados);
    expect(r).toEqual({
      ok: false,
      campos: {
        'camposPersonalizados.CP_3': 'O campo personalizado CP_3 não existe ou não é editável.',
        'camposPersonalizados.CP_9': 'O campo personalizado CP_9 não existe ou não é editável.',
        'camposPersonalizados.CP_1': 'O campo Ramo é requerido.',
        'camposPersonalizados.CP_2': 'O campo Funcionários não é um número inteiro.',
      },
    });
    expect(validarRegistroApp('cliente', { ...cliente, camposPersonalizados: { CP_1: 'X' } }, personalizados)).toEqual({
      ok: false,
      campos: { 'camposPersonalizados.CP_1': 'O campo Ramo deve ser uma das opções cadastradas.' },
    });
    expect(validarRegistroApp('cliente', { ...cliente, camposPersonalizados: [1] }, personalizados)).toMatchObject({
      ok: false,
      campos: { camposPersonalizados: 'O campo camposPersonalizados deve ser um objeto.' },
    });
  });

  it('refuses nested values, negative values, percentages above 100, zero quantities and too many items', () => {
    const base = { clienteIdentificador: 'C1', dataPedido: '2026-01-01 10:00:00', valorTotal: 1 };
    const item = { produtoIdentificador: 'P', quantidade: 1, valorUnitarioVenda: 1, valorTotal: 1 };
    expect(
      validarRegistroApp('pedido', {
        ...base,
        observacao: { a: 1 },
        percDesconto: 101,
        itens: [
          { ...item, quantidade: 0 },
          { ...item, valorDesconto: -2 },
        ],
      }),
    ).toEqual({
      ok: false,
      campos: {
        observacao: 'O campo Observação tem um formato inválido.',
        percDesconto: 'O campo Percentual de desconto deve estar entre 0 e 100.',
        'itens.1.quantidade': 'Item 1: O campo Quantidade deve ser maior que zero.',
        'itens.2.valorDesconto': 'Item 2: O campo Desconto não pode ser negativo.',
      },
    });
    expect(validarRegistroApp('pedido', { ...base, itens: Array(501).fill(item) })).toEqual({ ok: false, campos: { itens: 'Informe no máximo 500 itens.' } });
    expect(validarRegistroApp('pedido', { ...base, clienteIdentificador: true, itens: [item] })).toEqual({
      ok: false,
      campos: { clienteIdentificador: 'O campo Identificador do cliente deve ser um texto.' },
    });
  });
});

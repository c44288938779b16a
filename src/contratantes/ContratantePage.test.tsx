import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { graphql, HttpResponse } from '../test/graphql';
import { currentRoute, renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import { ContratantePage } from './ContratantePage';

const PATH = '/contratante/:contratanteId?';

const saved = {
  id: 7,
  tipoEmpresa: 'F',
  email: 'ana@exemplo.com.br',
  nome: 'Ana Souza',
  fantasia: null,
  docFederal: '52998224725',
  docEstadual: null,
  telefone: '11987654321',
  ativo: true,
  endereco: null,
  numero: null,
  complemento: null,
  cep: null,
  bairro: null,
  cidadeId: 3550308,
  maxDipositivos: 1,
  maxFiliais: 1,
  cidade: { id: 3550308, nome: 'São Paulo', estado: { sigla: 'SP' } },
};

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;

describe('/contratante/{id?}', () => {
  it('disables Usuários and Filiais until the contratante exists', async () => {
    renderAdmin(<ContratantePage />, { path: PATH, url: '/contratante' });
    expect(await screen.findByRole('tab', { name: 'Dados do Contratante' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('tab', { name: 'Filiais' })).toHaveProperty('disabled', true);
  });

  it('enables the tabs of an existing contratante and locks its document', async () => {
    server.use(graphql.query('contratante', () => HttpResponse.json({ data: { data: saved } }) as never));
    renderAdmin(<ContratantePage />, { path: PATH, url: '/contratante/7' });
    await waitFor(() => expect(input('Nome').value).toBe('Ana Souza'));
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('tab', { name: 'Filiais' })).toHaveProperty('disabled', false);
    expect(input('CPF').value).toBe('529.982.247-25');
    expect(input('CPF').disabled).toBe(true);
  });

  it('names the page after the contratante on every tab, also when opened by URL', async () => {
    server.use(graphql.query('contratante', () => HttpResponse.json({ data: { data: saved } }) as never));
    const titleSlot = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
    try {
      renderAdmin(<ContratantePage />, { path: PATH, url: '/contratante/7?aba=filiais' });
      await waitFor(() => expect(titleSlot.textContent).toBe('Contratante · Ana Souza'));
    } finally {
      titleSlot.remove();
    }
  });

  it('switches labels by person type; Fantasia only for J', async () => {
    const user = userEvent.setup();
    renderAdmin(<ContratantePage />, { path: PATH, url: '/contratante' });
    await user.click(await screen.findByLabelText('Física'));
    expect(input('CPF')).toBeTruthy();
    expect(input('RG')).toBeTruthy();
    expect(input('Nome')).toBeTruthy();
    expect(screen.queryByLabelText('Fantasia', { exact: false })).toBeNull();
    await user.click(screen.getByLabelText('Jurídica'));
    expect(input('CNPJ')).toBeTruthy();
    expect(input('Inscrição Estadual')).toBeTruthy();
    expect(input('Razão Social')).toBeTruthy();
    expect(input('Fantasia')).toBeTruthy();
  });

  it('masks phones by the digit after the area code, the CEP, the CPF and the alphanumeric CNPJ', async () => {
    const user = userEvent.setup();
    server.use(
      graphql.query(
        'consultaCep',
        () =>
          HttpResponse.json({
            data: { consultaCep: { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: saved.cidade } },
          }) as never,
      ),
    );
    renderAdmin(<ContratantePage />, { path: PATH, url: '/contratante' });
    const telefone = await waitFor(() => input('Telefone'));
    await user.type(telefone, '11987654321');
    expect(telefone.value).toBe('(11) 98765-4321');
    await user.clear(telefone);
    await user.type(telefone, '113456789012');
    expect(telefone.value).toBe('(11) 3456-7890');
    const cep = input('Cep');
    await user.type(cep, '013101009');
    expect(cep.value).toBe('01310-100');
    await user.click(screen.getByLabelText('Física'));
    await user.type(input('CPF'), '52998224725');
    expect(input('CPF').value).toBe('529.982.247-25');
    await user.click(screen.getByLabelText('Jurídica'));
    await user.clear(input('CNPJ'));
    await user.type(input('CNPJ'), '12abc34501de35');
    expect(input('CNPJ').value).toBe('12.ABC.345/01DE-35');
    // Leaving the CEP looked the address up.
    expect(input('Endereço').value).toBe('Avenida Paulista');
    expect(input('Bairro').value).toBe('Bela Vista');
  }, 20_000);

  it('shows the rules of docs/produto.md §5 on each input before calling the server, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderAdmin(<ContratantePage />, { path: PATH, url: '/contratante' });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    for (const message of [
      MSG.tipoEmpresaRequerido,
      MSG.docFederalRequerido,
      MSG.nomeRazaoRequerido,
      MSG.emailRequerido,
      MSG.telefoneRequerido,
      MSG.cidadeRequerida,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.click(screen.getByLabelText('Física'));
    await user.type(input('CPF'), '52998224726');
    await user.type(input('Telefone'), '119876543');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.docFederalInvalido)).toBeTruthy();
    expect(await screen.findByText(MSG.telefoneInvalido)).toBeTruthy();
    expect(input('CPF').value).toBe('529.982.247-26');
  });

  it('puts server field errors on their inputs and general ones in the banner, then moves to the edit URL', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let sent: Record<string, unknown> = {};
    server.use(
      graphql.query('cidades', () => HttpResponse.json({ data: { cidades: [saved.cidade] } }) as never),
      graphql.mutation('createUpdateContratante', ({ variables }) => {
        calls += 1;
        sent = variables.input;
        if (calls === 1) {
          return HttpResponse.json({
            data: null,
            errors: [
              { message: MSG.docFederalDuplicado, extensions: { code: 'VALIDATION', fields: { docFederal: MSG.docFederalDuplicado } } },
              { message: 'Primeira linha geral' },
              { message: 'Segunda linha geral' },
            ],
          }) as never;
        }
        return HttpResponse.json({ data: { data: saved } }) as never;
      }),
      graphql.query('contratante', () => HttpResponse.json({ data: { data: saved } }) as never),
    );
    renderAdmin(<ContratantePage />, { path: PATH, url: '/contratante' });
    await user.click(await screen.findByLabelText('Física'));
    await user.type(input('CPF'), '52998224725');
    await user.type(input('Nome'), 'Ana Souza');
    await user.type(input('Email'), 'ana@exemplo.com.br');
    await user.type(input('Telefone'), '11987654321');
    await user.type(input('Cidade'), 'sao p');
    await user.click(await screen.findByRole('option', { name: 'São Paulo - SP' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const documento = input('CPF');
    await waitFor(() => expect(documento.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = document.getElementById(documento.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(describedBy.textContent).toContain(MSG.docFederalDuplicado);
    const banner = within(documento.closest('form')!).getByRole('alert');
    expect(banner.textContent).toBe('Primeira linha geral\nSegunda linha geral');
    expect(banner.textContent).not.toContain(MSG.docFederalDuplicado);
    expect(input('Nome').value).toBe('Ana Souza');
    expect(await screen.findByText(MSG.erroSalvarContratante)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(currentRoute()).toBe('/contratante/7'));
    // The server gets the unmasked values and the defaults, never the city object.
    expect(sent).toEqual({
      tipoEmpresa: 'F',
      docFederal: '52998224725',
      nome: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      telefone: '11987654321',
      cidadeId: 3550308,
      ativo: true,
      maxDipositivos: 1,
      maxFiliais: 1,
    });
    expect(await screen.findByText(MSG.contratanteSalvo)).toBeTruthy();
  }, 20_000);
});

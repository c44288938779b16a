import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { ContratantePage } from '../contratantes/ContratantePage';
import { graphql, graphqlError, HttpResponse } from '../test/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;

/** How many times a text shows on the page, and whether any of it is a toast (role alert). */
const vezes = (texto: string) => screen.queryAllByText(texto).length;
const emToast = (texto: string) => screen.queryAllByRole('alert').some((a) => a.textContent?.includes(texto));

describe('consultas públicas de CNPJ e CEP no formulário', { timeout: 30_000 }, () => {
  it('a CEP lookup that fails is said once, quietly, below the field, and goes away when the next one works', async () => {
    let falhar = true;
    let consultas = 0;
    server.use(
      graphql.query('consultaCep', () => {
        consultas++;
        if (falhar) return graphqlError(MSG.cepIndisponivel);
        return HttpResponse.json({ data: { consultaCep: { cep: '01310200', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: null } } }) as never;
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<ContratantePage />, { path: '/contratante/:contratanteId?', url: '/contratante' });
    await user.type(await waitFor(() => input('Cep')), '01310100');
    fireEvent.blur(input('Cep'));
    await waitFor(() => expect(vezes(MSG.cepIndisponivel)).toBe(1));
    fireEvent.blur(input('Cep'));
    expect(consultas).toBe(1);
    expect(vezes(MSG.cepIndisponivel)).toBe(1);
    expect(emToast(MSG.cepIndisponivel)).toBe(false);
    expect(input('Cep').getAttribute('aria-invalid')).not.toBe('true');

    falhar = false;
    await user.clear(input('Cep'));
    await user.type(input('Cep'), '01310200');
    fireEvent.blur(input('Cep'));
    await waitFor(() => expect(input('Endereço').value).toBe('Avenida Paulista'));
    expect(vezes(MSG.cepIndisponivel)).toBe(0);
  });

  it('a CNPJ lookup that cannot help is said once below the CNPJ, not in a toast', async () => {
    server.use(http.get('/api/v1/contratante/consulta-cnpj/:doc', () => HttpResponse.json({ erro: true, mensagem: MSG.cnpjIndisponivel })));
    const user = userEvent.setup();
    renderAdmin(<ContratantePage />, { path: '/contratante/:contratanteId?', url: '/contratante' });
    await user.click(await screen.findByLabelText('Jurídica'));
    await user.type(input('CNPJ'), '11222333000181');
    fireEvent.blur(input('CNPJ'));
    await waitFor(() => expect(vezes(MSG.cnpjIndisponivel)).toBe(1));
    expect(emToast(MSG.cnpjIndisponivel)).toBe(false);
    expect(vezes(MSG.cepIndisponivel)).toBe(0);
  });
});

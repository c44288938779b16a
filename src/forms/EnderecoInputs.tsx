import { TextInput } from 'react-admin';
import { CepInput } from './CepInput';
import { CidadeInput } from './CidadeInput';

/**
 * The address of a contratante or a branch, in the docs/produto.md §2 order: Cep (its look-up fills the rest),
 * Cidade, Endereço, Número, Bairro, Complemento. A fragment, to sit inside the form's grid.
 */
export function EnderecoInputs() {
  return (
    <>
      <CepInput />
      <CidadeInput />
      <TextInput source="endereco" />
      <TextInput source="numero" />
      <TextInput source="bairro" />
      <TextInput source="complemento" />
    </>
  );
}

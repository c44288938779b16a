import { describe, expect, it } from 'vitest';
import { semValores } from './recusaNoLog';

describe('recusas do GraphQL no log, sem os valores do cliente', () => {
  it('drops the value of a variable that failed, keeping the variable and the unknown field', () => {
    expect(semValores('Variable "$i" got invalid value { nome: "F", password: "Segredo1" }; Field "campoX" is not defined by type "UsuarioInput".')).toBe(
      'Variable "$i" got invalid value (omitido); Field "campoX" is not defined by type "UsuarioInput".',
    );
    expect(semValores('Variable "$i" got invalid value { senha: "S" } at "i.configuracao"; String cannot represent a non string value: { senha: "S" }')).toBe(
      'Variable "$i" got invalid value (omitido)',
    );
    // A value crafted to look like the tail does not bring itself along.
    expect(semValores('Variable "$p" got invalid value "x; Field \\"a\\" is not defined by type \\"B\\"."; String cannot represent…')).toBe(
      'Variable "$p" got invalid value (omitido)',
    );
  });

  it('drops literals of the document and JSON snippets, keeping names', () => {
    expect(semValores('Syntax Error: Expected Name, found String "Segredo2".')).toBe('Syntax Error: Expected Name, found (omitido)');
    expect(semValores('Expected value of type "String!", found 12345678.')).toBe('Expected value of type "String!", found (omitido)');
    expect(semValores('Int cannot represent non-integer value: "Segredo3"')).toBe('Int cannot represent non-integer value: (omitido)');
    expect(semValores('Unexpected token \'S\', "Segredo4" is not valid JSON')).toBe('Unexpected token \'S\', "(omitido)" is not valid JSON');
    expect(semValores('Unknown argument "naoExiste" on field "Mutation.createToken".')).toBe('Unknown argument "naoExiste" on field "Mutation.createToken".');
    expect(semValores('Variable "$x" of required type "Int!" was not provided.')).toBe('Variable "$x" of required type "Int!" was not provided.');
  });
});

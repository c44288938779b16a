import { describe, expect, it } from 'vitest';
import { lerConfiguracao } from './configArquivo';

describe('lerConfiguracao', () => {
  it('reads KEY=VALUE lines as systemd and the Windows installer write them', () => {
    const texto =
      '\uFEFF# gerado pelo instalador\r\nGERENCIADOR_SERVIDOR=https://nuvem.exemplo.com.br\r\nGERENCIADOR_TOKEN="fvg_abc=def"\r\n\r\nGERENCIADOR_ESTADO=\'C:\\ProgramData\\FV Gerenciador\\estado.db\'\r\n';
    expect(lerConfiguracao(texto)).toEqual({
      GERENCIADOR_SERVIDOR: 'https://nuvem.exemplo.com.br',
      GERENCIADOR_TOKEN: 'fvg_abc=def',
      GERENCIADOR_ESTADO: 'C:\\ProgramData\\FV Gerenciador\\estado.db',
    });
  });

  it('skips comments, blank lines and lines without a key', () => {
    expect(lerConfiguracao('# X=1\n=sem chave\nsem igual\n  A = 1 \n')).toEqual({ A: '1' });
  });
});

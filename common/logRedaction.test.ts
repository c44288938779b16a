import { describe, expect, it } from 'vitest';
import { caminhosSecretos, ocultarSegredos } from './logRedaction';

describe('o que nunca chega ao log', () => {
  it('looks for every secret field at the top and under up to six levels', () => {
    const caminhos = caminhosSecretos();
    expect(caminhos).toContain('password');
    expect(caminhos).toContain('*.*.passwordConfirmacao');
    expect(caminhos).toContain('*.*.*.*.*.*.senha');
    expect(caminhos).toContain('*.*.authorization');
    expect(caminhos).toContain('*["set-cookie"]');
  });

  it('masks secrets inside text lines: URLs with credentials, agent and bearer tokens, password pairs', () => {
    expect(ocultarSegredos('proxy http://joao:Segredo1@proxy.local:3128 recusou')).toBe('proxy http://joao:[oculto]@proxy.local:3128 recusou');
    expect(ocultarSegredos('falha em postgres://erp:S3nh@!@10.0.0.1/erp')).toBe('falha em postgres://erp:[oculto]@10.0.0.1/erp');
    expect(ocultarSegredos('token fvg_AbC-12_x recusado')).toBe('token fvg_[oculto] recusado');
    expect(ocultarSegredos('Authorization: Bearer eyJhbGciOi.x.y')).toBe('Authorization: Bearer [oculto]');
    expect(ocultarSegredos('Proxy-Authorization: Basic Zm86U2VncmVkbzE=')).toBe('Proxy-Authorization: Basic [oculto]');
    expect(ocultarSegredos('--proxy=https://fv:S%40nh%3Aa@proxy.local:3128')).toBe('--proxy=https://fv:[oculto]@proxy.local:3128');
    expect(ocultarSegredos('HTTPS_PROXY=http://fv:s@nha@proxy.local')).toBe('HTTPS_PROXY=http://fv:[oculto]@proxy.local');
    expect(ocultarSegredos('Server=h;User Id=sa;Password=Segredo2;Database=x')).toBe('Server=h;User Id=sa;Password=[oculto];Database=x');
    expect(ocultarSegredos('{"senha":"Segredo3","host":"h"}')).toBe('{"senha":[oculto],"host":"h"}');
    expect(ocultarSegredos("senha: 'Segredo 4'")).toBe('senha: [oculto]');
    expect(ocultarSegredos('sincronização de produtos: 120 registros')).toBe('sincronização de produtos: 120 registros');
  });
});

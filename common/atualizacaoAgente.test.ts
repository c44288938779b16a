import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baldeRollout, BALDES, dentroDoRollout, deveOferecer, textoAssinado, VERSAO_VALIDA, versaoAlvo } from './atualizacaoAgente';

describe('rollout de uma versão', () => {
  it('gives each branch a fixed bucket per version, and another draw for another version', () => {
    expect(baldeRollout(42, '0.2.0')).toBe(baldeRollout(42, '0.2.0'));
    const baldes = Array.from({ length: 200 }, (_, i) => [baldeRollout(i + 1, '0.2.0'), baldeRollout(i + 1, '0.3.0')]);
    expect(baldes.every(([a, b]) => a >= 0 && a < BALDES && b >= 0 && b < BALDES)).toBe(true);
    expect(baldes.filter(([a, b]) => a === b).length).toBeLessThan(5);
  });

  it('only adds branches when the share grows, and takes none at 0 % and all at 100 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.stringMatching(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (filial, versao, a, b) => {
          const [menor, maior] = a <= b ? [a, b] : [b, a];
          if (dentroDoRollout(filial, versao, menor)) expect(dentroDoRollout(filial, versao, maior)).toBe(true);
          expect(dentroDoRollout(filial, versao, 0)).toBe(false);
          expect(dentroDoRollout(filial, versao, 100)).toBe(true);
        },
      ),
    );
  });

  it('takes about the share asked of many branches', () => {
    const dentro = Array.from({ length: 10_000 }, (_, i) => dentroDoRollout(i + 1, '1.4.0', 10)).filter(Boolean).length;
    expect(dentro).toBeGreaterThan(900);
    expect(dentro).toBeLessThan(1100);
  });
});

describe('o que a assinatura cobre', () => {
  it('names the product, version, platform, kind and digest, so a signed file serves as nothing else', () => {
    const base = { versao: '0.2.0', plataforma: 'linux', tipo: 'executavel', sha256: 'AB'.repeat(32) };
    expect(textoAssinado(base)).toBe(`fv-gerenciador\nversao=0.2.0\nplataforma=linux\ntipo=executavel\nsha256=${'ab'.repeat(32)}\n`);
    expect(textoAssinado({ ...base, versao: '0.3.0' })).not.toBe(textoAssinado(base));
    expect(textoAssinado({ ...base, plataforma: 'windows' })).not.toBe(textoAssinado(base));
  });

  it('accepts x.y.z versions only', () => {
    expect(['0.1.0', '10.20.300'].every((v) => VERSAO_VALIDA.test(v))).toBe(true);
    expect(['0.1', '0.1.0-beta', 'v0.1.0', '0.1.0\n', '1.2.3.4'].some((v) => VERSAO_VALIDA.test(v))).toBe(false);
  });
});

describe('versão alvo de uma filial', () => {
  const geral = { versao: '0.3.0', percentual: 100 };
  it('takes the pin first, then the contratante’s rollout, then everyone’s', () => {
    expect(versaoAlvo({ filialId: 1, fixada: '0.2.5', doContratante: geral, geral })).toBe('0.2.5');
    expect(versaoAlvo({ filialId: 1, fixada: null, doContratante: { versao: '0.4.0', percentual: 100 }, geral })).toBe('0.4.0');
    expect(versaoAlvo({ filialId: 1, fixada: null, doContratante: { versao: '0.4.0', percentual: 0 }, geral })).toBeNull();
    expect(versaoAlvo({ filialId: 1, fixada: null, doContratante: null, geral })).toBe('0.3.0');
    expect(versaoAlvo({ filialId: 1, fixada: null, doContratante: null, geral: null })).toBeNull();
  });

  it('puts about 5 of 50 branches in a 10 % rollout, and every one at 100 %', () => {
    const dentro = (percentual: number) =>
      Array.from({ length: 50 }, (_, i) => versaoAlvo({ filialId: i + 1, fixada: null, doContratante: null, geral: { versao: '0.3.0', percentual } })).filter(
        Boolean,
      ).length;
    expect(dentro(10)).toBeGreaterThanOrEqual(2);
    expect(dentro(10)).toBeLessThanOrEqual(9);
    expect(dentro(100)).toBe(50);
  });

  it('offers a target the agent does not run, but not one refused or rolled back on the branch', () => {
    expect(deveOferecer('0.3.0', '0.2.0', null)).toBe(true);
    expect(deveOferecer('0.3.0', '0.3.0', null)).toBe(false);
    expect(deveOferecer(null, '0.2.0', null)).toBe(false);
    expect(deveOferecer('0.3.0', '0.2.0', { versao: '0.3.0', resultado: 'revertido' })).toBe(false);
    expect(deveOferecer('0.3.0', '0.2.0', { versao: '0.3.0', resultado: 'falhou' })).toBe(true);
    expect(deveOferecer('0.3.0', '0.2.0', { versao: '0.2.9', resultado: 'recusado' })).toBe(true);
  });
});

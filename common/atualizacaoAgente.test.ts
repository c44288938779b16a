import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baldeRollout, BALDES, dentroDoRollout, textoAssinado, VERSAO_VALIDA } from './atualizacaoAgente';

describe('rollout de uma versão', () => {
  it('gives each branch a fixed bucket per version, and another draw for another version', () => {
    expect(baldeRollout(42, '0.2.0')).toBe(baldeRollout(42, '0.2.0'));
    const baldes = Array.from({ length: 200 }, (_, i) => [baldeRollout(i + 1, '0.2.0'), baldeRollout(i + 1, '0.3.0')]);
    expect(baldes.every(([a, b]) => a >= 0 && a < BALDES && b >= 0 && b < BALDES)).toBe(true);
    expect(baldes.filter(([a, b]) => a === b).length).toBeLessThan(5);
  });

  it('only adds branches when the share grows, and takes none at 0 % and all at 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.stringMatching(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (filial, versao, a, b) => {
        const [menor, maior] = a <= b ? [a, b] : [b, a];
        if (dentroDoRollout(filial, versao, menor)) expect(dentroDoRollout(filial, versao, maior)).toBe(true);
        expect(dentroDoRollout(filial, versao, 0)).toBe(false);
        expect(dentroDoRollout(filial, versao, 100)).toBe(true);
      }),
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

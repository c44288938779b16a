import { describe, expect, it } from 'vitest';
import { converterValor } from './valores';

describe('converterValor', () => {
  it('keeps decimals exact from the text the driver gives and refuses non-numbers', () => {
    expect(converterValor('decimal', '1234.56')).toEqual({ ok: true, valor: 1234.56 });
    expect(converterValor('decimal', 'abc')).toMatchObject({ ok: false });
    expect(converterValor('decimal', '')).toMatchObject({ ok: false });
    expect(converterValor('inteiro', '12')).toEqual({ ok: true, valor: 12 });
    expect(converterValor('inteiro', '1.5')).toMatchObject({ ok: false });
  });

  it('reads ERP booleans in their usual forms', () => {
    for (const v of [1, '1', 'S', 'sim', 'T', true]) expect(converterValor('booleano', v)).toEqual({ ok: true, valor: true });
    for (const v of [0, '0', 'N', 'não', 'F', false]) expect(converterValor('booleano', v)).toEqual({ ok: true, valor: false });
    expect(converterValor('booleano', 'talvez')).toMatchObject({ ok: false });
  });

  it('writes dates as the ERP wrote them, without a time-zone shift, and refuses impossible ones', () => {
    expect(converterValor('data', '2026-02-28')).toEqual({ ok: true, valor: '2026-02-28' });
    expect(converterValor('dataHora', '2026-02-28 13:45:10')).toEqual({ ok: true, valor: '2026-02-28 13:45:10' });
    expect(converterValor('dataHora', new Date(2026, 1, 28, 13, 45, 10))).toEqual({ ok: true, valor: '2026-02-28 13:45:10' });
    expect(converterValor('data', '2026-02-30')).toMatchObject({ ok: false });
    expect(converterValor('texto', null)).toEqual({ ok: true, valor: null });
  });
});

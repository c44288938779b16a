import { describe, expect, it } from 'vitest';
import { formatarEspera } from './espera';

describe('formatarEspera', () => {
  it('rounds up to the unit a person would read', () => {
    expect(formatarEspera(0)).toBe('1 segundo');
    expect(formatarEspera(1)).toBe('1 segundo');
    expect(formatarEspera(45_200)).toBe('46 segundos');
    expect(formatarEspera(60_000)).toBe('1 minuto');
    expect(formatarEspera(61_000)).toBe('2 minutos');
    expect(formatarEspera(15 * 60_000)).toBe('15 minutos');
    expect(formatarEspera(60 * 60_000)).toBe('1 hora');
    expect(formatarEspera(22.5 * 3600_000)).toBe('23 horas');
    expect(formatarEspera(23.5 * 3600_000)).toBe('1 dia');
    expect(formatarEspera(24 * 3600_000)).toBe('1 dia');
    expect(formatarEspera(49 * 3600_000)).toBe('3 dias');
  });
});

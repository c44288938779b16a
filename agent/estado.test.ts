import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EstadoLocal } from './estado';

const pasta = mkdtempSync(join(tmpdir(), 'estado-'));
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

describe('o token no arquivo de estado', () => {
  it('keeps the token of the first start for the next ones, takes a new one when given, in a file only its owner reads', () => {
    const arquivo = join(pasta, 'estado.db');
    const primeiro = new EstadoLocal(arquivo);
    expect(primeiro.tokenDoAgente()).toBeNull();
    expect(primeiro.tokenDoAgente('fvg_primeiro')).toBe('fvg_primeiro');
    primeiro.fechar();
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
    const depois = new EstadoLocal(arquivo);
    expect(depois.tokenDoAgente()).toBe('fvg_primeiro');
    expect(depois.tokenDoAgente('fvg_novo')).toBe('fvg_novo');
    expect(depois.tokenDoAgente()).toBe('fvg_novo');
    depois.fechar();
  });
});

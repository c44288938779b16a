import { describe, expect, it } from 'vitest';
import { aninhamento } from './aninhamento';

describe('aninhamento dos literais de um documento GraphQL', () => {
  it('counts list and object literals, not selection sets', () => {
    expect(aninhamento('query { a(x: {b: [[1]]}) { c { d } } }', 100)).toBe(3);
    expect(aninhamento('query($v: [[Int]] = [[1]]) { a { b { c } } }', 100)).toBe(2);
    expect(aninhamento(`{ ${'a { '.repeat(50)}b${' }'.repeat(50)} }`, 100)).toBe(0);
  });

  it('ignores brackets inside strings, block strings and comments', () => {
    expect(aninhamento('query { a(x: "[[[{{{", y: """ [[[ \\""" {{{ """) # [[[[[[\n }', 100)).toBe(0);
    expect(aninhamento('query { a(x: ["aspas \\" [[["]) }', 100)).toBe(1);
  });

  it('stops as soon as the limit is passed', () => {
    expect(aninhamento(`query { a(x: ${'['.repeat(100_000)}1${']'.repeat(100_000)}) }`, 32)).toBe(33);
    expect(aninhamento(`query { a(x: ${'{a: '.repeat(100_000)}1${'}'.repeat(100_000)}) }`, 32)).toBe(33);
  });
});

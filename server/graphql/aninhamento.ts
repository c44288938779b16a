/**
 * The deepest nesting of list and object literals (`[ ]`, and `{ }` inside arguments or variable
 * defaults) in a GraphQL document; selection sets do not count, strings, block strings and
 * comments are skipped. It stops as soon as `limite` is passed: one pass over the text at most.
 *
 * Why: graphql-js parses literals recursively, and a list literal nested ~2,000 deep overflows the
 * stack inside the parser before GraphQL Armor can refuse it (its depth counts fields, not
 * literals; its token count is reached only after the overflow). Deep selection sets are Armor's.
 */
export function aninhamento(documento: string, limite: number): number {
  const abertos: boolean[] = [];
  let parenteses = 0;
  let nivel = 0;
  let maximo = 0;
  for (let i = 0; i < documento.length; i++) {
    const c = documento[i];
    if (c === '#') {
      while (i < documento.length && documento[i] !== '\n' && documento[i] !== '\r') i++;
    } else if (c === '"') {
      if (documento.startsWith('"""', i)) {
        // A block string's only escape is \""", which indexOf would take for its end.
        let fim = documento.indexOf('"""', i + 3);
        while (fim > 0 && documento[fim - 1] === '\\') fim = documento.indexOf('"""', fim + 3);
        i = fim < 0 ? documento.length : fim + 2;
      } else {
        for (i++; i < documento.length && documento[i] !== '"' && documento[i] !== '\n'; i++) if (documento[i] === '\\') i++;
      }
    } else if (c === '(') {
      parenteses++;
    } else if (c === ')') {
      parenteses = Math.max(0, parenteses - 1);
    } else if (c === '[' || c === '{') {
      const literal = c === '[' || parenteses > 0;
      abertos.push(literal);
      if (literal && ++nivel > maximo) maximo = nivel;
      if (maximo > limite) return maximo;
    } else if (c === ']' || c === '}') {
      if (abertos.pop()) nivel--;
    }
  }
  return maximo;
}

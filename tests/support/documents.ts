/** Valid CPF and CNPJ numbers for tests, derived from a seed so each call can be distinct. */
export function cpfFrom(seed: number): string {
  const base = String(100000000 + (seed % 800000000))
    .padStart(9, '0')
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

export function cnpjFrom(seed: number): string {
  const base = `${String(10000000 + (seed % 80000000)).slice(0, 8)}0001`.split('').map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduceRight((acc, d, i) => acc + d * (((digits.length - 1 - i) % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

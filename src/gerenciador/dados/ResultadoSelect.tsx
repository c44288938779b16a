import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { colunasAusentesNaLinha, obrigatoriosSemOrigem, type CampoMapeavel } from '../../../common/catalogo';

/** The first row a select test answered (an object, or the first of a list). */
export function linhaDoResultado(dados: unknown): Record<string, unknown> | null {
  const linha = Array.isArray(dados) ? dados[0] : dados;
  return linha && typeof linha === 'object' ? (linha as Record<string, unknown>) : null;
}

interface Props {
  dados: unknown;
  campos: CampoMapeavel[];
  mapa: Record<string, string>;
  fixos: Record<string, string>;
}

/**
 * The returned row, and what the mapping still lacks (docs/produto.md §2 data page, select test): mapped
 * columns the row does not have, else the required fields with no column yet; all is well only
 * when neither is left.
 */
export function ResultadoSelect({ dados, campos, mapa, fixos }: Props) {
  const translate = useTranslate();
  const linha = linhaDoResultado(dados);
  if (!linha) return <Typography sx={{ mt: 1 }}>{translate('app.gerenciador.dados.sem_registro')}</Typography>;
  const comColuna = campos.filter((c) => fixos[c.nome] === undefined && mapa[c.nome]?.trim());
  const ausentes = new Set(
    colunasAusentesNaLinha(
      linha,
      comColuna.map((c) => mapa[c.nome]),
    ).map((c) => c.trim().toLowerCase()),
  );
  const faltando = comColuna.filter((c) => ausentes.has(mapa[c.nome].trim().toLowerCase()));
  const semColuna = obrigatoriosSemOrigem(campos, mapa, fixos);
  const [cor, mensagem] = faltando.length
    ? ['error', translate('app.gerenciador.dados.campos_ausentes', { campos: faltando.map((c) => `${c.label} (${mapa[c.nome]})`).join(', ') })]
    : semColuna.length
      ? ['warning.main', translate('app.gerenciador.dados.obrigatorios_sem_coluna', { n: semColuna.length, campos: semColuna.map((c) => c.label).join(', ') })]
      : [undefined, translate('app.gerenciador.dados.campos_presentes')];
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.gerenciador.dados.registro_retornado')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {Object.keys(linha).map((coluna) => (
                <TableCell key={coluna}>{coluna}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {Object.entries(linha).map(([coluna, valor]) => (
                <TableCell key={coluna}>{valor === null || valor === undefined ? '—' : String(valor)}</TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <Typography sx={{ mt: 1 }} color={cor} data-verificacao-mapeamento>
        {mensagem}
      </Typography>
    </Box>
  );
}

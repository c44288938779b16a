import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { colunasAusentesNaLinha, type CampoMapeavel } from '../../../common/catalogo';

/** The first row a select test answered (an object, or the first of a list). */
export function linhaDoResultado(dados: unknown): Record<string, unknown> | null {
  const linha = Array.isArray(dados) ? dados[0] : dados;
  return linha && typeof linha === 'object' ? (linha as Record<string, unknown>) : null;
}

/** The returned row, and which mapped fields it lacks (SPEC §2 data page, select test). */
export function ResultadoSelect({ dados, campos, mapa }: { dados: unknown; campos: CampoMapeavel[]; mapa: Record<string, string> }) {
  const translate = useTranslate();
  const linha = linhaDoResultado(dados);
  if (!linha) return <Typography sx={{ mt: 1 }}>{translate('app.gerenciador.dados.sem_registro')}</Typography>;
  const ausentes = new Set(colunasAusentesNaLinha(linha, campos.map((c) => mapa[c.nome] ?? '')).map((c) => c.toLowerCase()));
  const faltando = campos.filter((c) => mapa[c.nome]?.trim() && ausentes.has(mapa[c.nome].trim().toLowerCase()));
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
      <Typography sx={{ mt: 1 }} color={faltando.length ? 'error' : undefined}>
        {faltando.length
          ? translate('app.gerenciador.dados.campos_ausentes', { campos: faltando.map((c) => `${c.label} (${mapa[c.nome]})`).join(', ') })
          : translate('app.gerenciador.dados.campos_presentes')}
      </Typography>
    </Box>
  );
}

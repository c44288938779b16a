import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA, type AcaoAuditoria, type EntidadeAuditoria } from '../../common/auditoria';
import { linhasAlteracao, RECURSO_DA_ENTIDADE, textoValor } from './alteracoes';

type Props = { source: string; label?: string; sortable?: boolean };

/** The author as it was at the time: name, e-mail below. */
export function AutorField(_: Props) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {(record.usuarioNome as string) ?? '—'}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {record.usuarioEmail as string}
      </Typography>
    </Box>
  );
}

export function AcaoField(_: Props) {
  const record = useRecordContext();
  const acao = record?.acao as AcaoAuditoria | undefined;
  return (
    <Typography component="span" variant="body2">
      {acao ? (ACOES_AUDITORIA[acao] ?? acao) : ''}
    </Typography>
  );
}

/** The record changed: its kind, name and code. */
export function RegistroField(_: Props) {
  const record = useRecordContext();
  if (!record) return null;
  const entidade = record.entidade as EntidadeAuditoria;
  return (
    <Typography component="span" variant="body2">
      {ENTIDADES_AUDITORIA[entidade] ?? entidade}
      {record.entidadeNome ? `: ${record.entidadeNome as string}` : ''}
      {record.entidadeId ? ` (${record.entidadeId as string})` : ''}
    </Typography>
  );
}

/** Each changed field as 'Campo: antes → depois' (a creation shows its values, a removal what was removed). */
export function AlteracoesField(_: Props) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const linhas = linhasAlteracao(record.antes, record.depois);
  if (!linhas.length)
    return (
      <Typography component="span" variant="body2">
        —
      </Typography>
    );
  const recurso = RECURSO_DA_ENTIDADE[record.entidade as EntidadeAuditoria];
  const rotulo = (campo: string) =>
    translate(`app.auditoria.campos.${campo}`, { _: recurso ? translate(`resources.${recurso}.fields.${campo}`, { _: campo }) : campo });
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {linhas.map((linha) => (
        <Typography component="li" variant="body2" key={linha.campo} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{rotulo(linha.campo)}</strong>
          {': '}
          {linha.temAntes && linha.temDepois ? (
            <>
              <span>{textoValor(linha.antes)}</span>
              {' → '}
              <span>{textoValor(linha.depois)}</span>
            </>
          ) : (
            <span>{textoValor(linha.temDepois ? linha.depois : linha.antes)}</span>
          )}
        </Typography>
      ))}
    </Box>
  );
}

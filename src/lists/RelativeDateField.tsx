import { Tooltip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from './formatDateTime';
import { tempoRelativo } from './relativo';

/**
 * A date column read at a glance: "há 3 dias", with the exact date (DD/MM/YYYY - HH:mm:ss) on hover
 * and on keyboard focus (the tooltip), and in the element's accessible name for screen readers.
 */
export function RelativeDateField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  const exata = formatDateTime(value);
  if (!exata) return null;
  return (
    <Tooltip title={exata} describeChild>
      <Typography component="time" variant="body2" dateTime={new Date(value!).toISOString()} tabIndex={0} aria-label={`${tempoRelativo(value)} (${exata})`} sx={{ whiteSpace: 'nowrap', textDecoration: 'underline dotted' }}>
        {tempoRelativo(value)}
      </Typography>
    </Tooltip>
  );
}

import { Tooltip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from './formatDateTime';
import { tempoRelativo } from './relativo';

/**
 * A date read at a glance: "há 3 dias", with the exact date (DD/MM/YYYY - HH:mm:ss) on hover and
 * on keyboard focus (the tooltip), and in the element's accessible name for screen readers.
 */
export function DataRelativa({ value }: { value: string | null | undefined }) {
  const exata = formatDateTime(value);
  if (!exata) return null;
  const relativo = tempoRelativo(value);
  return (
    <Tooltip title={exata} describeChild>
      <Typography
        component="time"
        variant="body2"
        dateTime={new Date(value!).toISOString()}
        tabIndex={0}
        aria-label={`${relativo} (${exata})`}
        sx={{ whiteSpace: 'nowrap', textDecoration: 'underline dotted' }}
      >
        {relativo}
      </Typography>
    </Tooltip>
  );
}

/** A list's date column as DataRelativa. */
export function RelativeDateField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  return <DataRelativa value={record?.[source] as string | null | undefined} />;
}

import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from './formatDateTime';

/** A date column as DD/MM/YYYY - HH:mm:ss. */
export function DateTimeField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2">
      {formatDateTime(record?.[source] as string | undefined)}
    </Typography>
  );
}

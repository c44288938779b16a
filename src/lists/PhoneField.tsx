import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDocFederal, formatPhone } from '../../common/text/formatDocuments';

interface FieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** A phone column: (00) 0000-0000 or (00) 00000-0000, never broken mid-value. */
export function PhoneField({ source }: FieldProps) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatPhone(record?.[source] as string | undefined)}
    </Typography>
  );
}

/** A CPF / CNPJ column with its punctuation, never broken mid-value. */
export function DocFederalField({ source }: FieldProps) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDocFederal(record?.[source] as string | undefined)}
    </Typography>
  );
}

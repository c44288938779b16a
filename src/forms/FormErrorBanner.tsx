import { Alert } from '@mui/material';
import { useFormState, type FieldErrors } from 'react-hook-form';

const messageOf = (errors: FieldErrors, name: string) => (errors[name] as { message?: string } | undefined)?.message;

/**
 * docs/produto.md §5: the server's general errors above the form, one per line (field errors sit on their
 * inputs). `alsoFor` names fields the server may refuse that have no input here (e.g. contratanteId).
 */
export function FormErrorBanner({ alsoFor = [] }: { alsoFor?: string[] }) {
  const { errors } = useFormState();
  const general = (errors.root?.serverError as { message?: string } | undefined)?.message;
  const lines = [general, ...alsoFor.map((name) => messageOf(errors, name))].filter(Boolean);
  if (!lines.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line', mb: 2, width: '100%' }}>
      {lines.join('\n')}
    </Alert>
  );
}

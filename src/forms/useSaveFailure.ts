import { useNotify } from 'react-admin';
import { statusOf } from '../providers/httpErrors';

/**
 * mutationOptions for a form: a failed save says the docs/produto.md §8 message (e.g. 'Ocorreu um erro ao salvar
 * o Contratante'); the details go to the inputs and the banner. A 401 already logs out. A 503 (the
 * server's database or disk away for a while) adds the server's reason: the user should try again
 * later, not look for a mistake in the form.
 */
export function useSaveFailure(message: string) {
  const notify = useNotify();
  return {
    onError: (error: unknown) => {
      const status = statusOf(error);
      if (status === 401) return;
      const motivo = status === 503 && error instanceof Error && error.message ? `\n${error.message}` : '';
      notify(`${message}${motivo}`, { type: 'error', multiLine: Boolean(motivo) });
    },
  };
}

import { useNotify } from 'react-admin';
import { statusOf } from '../providers/httpErrors';

/**
 * mutationOptions for a form: a failed save says the SPEC §8 message (e.g. 'Ocorreu um erro ao salvar
 * o Contratante'); the details go to the inputs and the banner. A 401 already logs out.
 */
export function useSaveFailure(message: string) {
  const notify = useNotify();
  return {
    onError: (error: unknown) => {
      if (statusOf(error) !== 401) notify(message, { type: 'error' });
    },
  };
}

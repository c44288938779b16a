import { useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';

/**
 * The confirmation dialog of the manager's buttons (docs/produto.md §8): `abrir` asks `confirmacao`, and
 * `onConfirm` runs only after Ok. Render `dialogo` beside the button.
 */
export function useConfirmacao(confirmacao: string, onConfirm: () => unknown): { abrir: () => void; dialogo: ReactNode } {
  const [aberto, setAberto] = useState(false);
  const dialogo = (
    <Confirm
      isOpen={aberto}
      title="app.gerenciador.confirmacao"
      content={confirmacao}
      onConfirm={() => {
        setAberto(false);
        void onConfirm();
      }}
      onClose={() => setAberto(false)}
    />
  );
  return { abrir: () => setAberto(true), dialogo };
}

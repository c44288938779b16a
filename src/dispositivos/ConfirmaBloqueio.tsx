import { Confirm } from 'react-admin';

interface Props {
  isOpen: boolean;
  loading: boolean;
  onConfirm: () => unknown;
  onClose: () => void;
}

/** The question asked before blocking devices (docs/produto.md §4), for one device and for a selection alike. */
export function ConfirmaBloqueio({ isOpen, loading, onConfirm, onClose }: Props) {
  return (
    <Confirm
      isOpen={isOpen}
      loading={loading}
      title="app.dispositivo.bloqueio"
      content="app.dispositivo.confirma_bloqueio"
      confirm="app.action.ok"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

import { useState, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

interface ConfirmIconButtonProps {
  /** i18n key of the accessible name (and tooltip). */
  label: string;
  confirmacao: string;
  onConfirm: () => unknown;
  disabled?: boolean;
  children: ReactNode;
}

/** An icon button (e.g. remove) that acts only after the user confirms. */
export function ConfirmIconButton({ label, confirmacao, onConfirm, disabled, children }: ConfirmIconButtonProps) {
  const translate = useTranslate();
  const [aberto, setAberto] = useState(false);
  const nome = translate(label);
  return (
    <>
      <Tooltip title={nome} describeChild>
        <span>
          <IconButton aria-label={nome} disabled={disabled} onClick={() => setAberto(true)}>
            {children}
          </IconButton>
        </span>
      </Tooltip>
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
    </>
  );
}

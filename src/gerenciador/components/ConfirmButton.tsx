import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** i18n key of the button text. */
  label: string;
  /** The question asked before acting (SPEC §8 confirmation dialogs). */
  confirmacao: string;
  onConfirm: () => unknown;
  icone?: ReactNode;
}

/** A button that acts only after the user confirms in a dialog. */
export function ConfirmButton({ label, confirmacao, onConfirm, icone, ...props }: ConfirmButtonProps) {
  const translate = useTranslate();
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button {...props} startIcon={icone} onClick={() => setAberto(true)}>
        {translate(label)}
      </Button>
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

import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConfirmacao } from './useConfirmacao';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** i18n key of the button text. */
  label: string;
  /** The question asked before acting (docs/produto.md §8 confirmation dialogs). */
  confirmacao: string;
  onConfirm: () => unknown;
  icone?: ReactNode;
}

/** A button that acts only after the user confirms in a dialog. */
export function ConfirmButton({ label, confirmacao, onConfirm, icone, ...props }: ConfirmButtonProps) {
  const translate = useTranslate();
  const { abrir, dialogo } = useConfirmacao(confirmacao, onConfirm);
  return (
    <>
      <Button {...props} startIcon={icone} onClick={abrir}>
        {translate(label)}
      </Button>
      {dialogo}
    </>
  );
}

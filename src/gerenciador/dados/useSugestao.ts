import { useCallback, useEffect, useRef, useState } from 'react';
import { sugerirConfiguracao, type Sugestao } from '../api/sugestao';
import { useGerenciador } from '../GerenciadorContext';
import { useTratarFalha } from '../hooks/useTratarFalha';
import type { FormDados } from './formDados';
import { aplicarItens, chavesDeErro, itensDaSugestao, type ItemRevisao } from './revisaoSugestao';

export type EstadoSugestao =
  | { fase: 'ocioso' }
  | { fase: 'pedindo'; tabela?: string }
  | { fase: 'falhou'; mensagem: string }
  | { fase: 'revisando'; sugestao: Sugestao; tabela?: string; pendentes: ItemRevisao[] };

type Alterar = (muda: (f: FormDados) => FormDados, ...chaves: string[]) => void;

/**
 * "Sugerir configuração": asks the agent for a proposal, puts it on the form as a draft and keeps
 * what it changed, item by item, until each is accepted (it stays) or rejected (what was there
 * returns). The form is only saved by the page's Salvar; a new proposal first takes back the
 * pending items of the previous one.
 */
export function useSugestao(tipo: string, form: FormDados | null, alterar: Alterar) {
  const { filial } = useGerenciador();
  const tratarFalha = useTratarFalha();
  const [estado, setEstado] = useState<EstadoSugestao>({ fase: 'ocioso' });
  const atual = useRef({ form, estado });
  useEffect(() => {
    atual.current = { form, estado };
  });

  const desfazer = useCallback(
    (itens: ItemRevisao[]) => {
      if (itens.length) alterar((f) => aplicarItens(f, itens, 'anterior'), ...itens.map(chavesDeErro));
    },
    [alterar],
  );

  const pedir = useCallback(
    async (tabela?: string) => {
      setEstado({ fase: 'pedindo', tabela });
      try {
        const sugestao = await sugerirConfiguracao(filial.identificadorApp, tipo, tabela);
        const { estado: antes, form: agora } = atual.current;
        if (!agora) return;
        const pendentesAntes = antes.fase === 'revisando' ? antes.pendentes : [];
        // Against the page as it was before the previous proposal's pending items.
        const base = aplicarItens(agora, pendentesAntes, 'anterior');
        const itens = itensDaSugestao(base, sugestao);
        alterar((f) => aplicarItens(aplicarItens(f, pendentesAntes, 'anterior'), itens, 'proposto'), ...[...pendentesAntes, ...itens].map(chavesDeErro));
        setEstado({ fase: 'revisando', sugestao, tabela, pendentes: itens });
      } catch (error) {
        const falha = await tratarFalha(error);
        setEstado({ fase: 'falhou', mensagem: falha.message });
      }
    },
    [filial.identificadorApp, tipo, alterar, tratarFalha],
  );

  const decidir = useCallback(
    (ids: string[] | 'todos', aceitar: boolean) => {
      const { estado: e } = atual.current;
      if (e.fase !== 'revisando') return;
      const decididos = e.pendentes.filter((i) => ids === 'todos' || ids.includes(i.id));
      if (!decididos.length) return;
      if (!aceitar) desfazer(decididos);
      setEstado({ ...e, pendentes: e.pendentes.filter((i) => !decididos.includes(i)) });
    },
    [desfazer],
  );

  return {
    estado,
    pedir,
    pendentes: estado.fase === 'revisando' ? estado.pendentes : [],
    sugestao: estado.fase === 'revisando' ? estado.sugestao : null,
    aceitar: (id: string) => decidir([id], true),
    rejeitar: (id: string) => decidir([id], false),
    aceitarTudo: () => decidir('todos', true),
    rejeitarTudo: () => decidir('todos', false),
    /** The integrator changed an item by hand: it is theirs now, nothing to review. */
    assumir: (id: string) => decidir([id], true),
    /** Saved or cleared: the review is over. */
    encerrar: useCallback(() => setEstado({ fase: 'ocioso' }), []),
  };
}

export type RevisaoSugestao = ReturnType<typeof useSugestao>;

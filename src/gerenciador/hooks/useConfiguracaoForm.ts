import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { TIPO_BASICA, validarConfiguracao, type ConfiguracaoBasica } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { carregarConfiguracao, limparConfiguracao, salvarConfiguracao } from '../api/operacoes';
import type { FormConfiguracao } from '../api/types';
import { useGerenciador } from '../GerenciadorContext';
import { mesmoConteudo } from './mesmoConteudo';
import { useTratarFalha } from './useTratarFalha';

export type Erros = Record<string, string>;

/** Moves the focus to the first input marked invalid, once the messages have rendered. */
function focarPrimeiroErro(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * One configuration of the branch as a form: loaded from the server (defaults when never saved),
 * checked with the catalogue's rules before sending, saved, cleared. On any error the typed values
 * stay and each message sits by its input (the server's field errors use the same keys). `alterado`
 * says whether anything on screen (every control, the switches included) differs from what is saved.
 */
export function useConfiguracaoForm<D extends object = Record<string, unknown>>(tipo: string) {
  const { filial, basica, setBasica } = useGerenciador();
  const notify = useNotify();
  const tratarFalha = useTratarFalha();
  const [form, setForm] = useState<FormConfiguracao<D> | null>(null);
  const [salvo, setSalvo] = useState<FormConfiguracao<D> | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [salvando, setSalvando] = useState(false);

  useEffect(() => {
    let ativo = true;
    setForm(null);
    setSalvo(null);
    setErros({});
    carregarConfiguracao<D>(filial.id, tipo).then(
      (carregado) => {
        if (!ativo) return;
        setForm(carregado);
        setSalvo(carregado);
      },
      (error) => ativo && void tratarFalha(error),
    );
    return () => {
      ativo = false;
    };
  }, [filial.id, tipo, tratarFalha]);

  const aplicarSalvo = useCallback(
    (gravado: FormConfiguracao<D>) => {
      setForm(gravado);
      setSalvo(gravado);
      setErros({});
      if (tipo === TIPO_BASICA) setBasica(gravado.dados as unknown as ConfiguracaoBasica);
    },
    [tipo, setBasica],
  );

  /** True once the server has the form as it stands. */
  const salvar = useCallback(async (): Promise<boolean> => {
    if (!form) return false;
    const locais = validarConfiguracao(tipo, form.dados as Record<string, unknown>, form.mapeamento, basica);
    if (Object.keys(locais).length) {
      // Nothing was sent: each message by its input and the first one focused, not the save-error toast.
      setErros(locais);
      notify('ra.message.invalid_form', { type: 'warning' });
      focarPrimeiroErro();
      return false;
    }
    setSalvando(true);
    try {
      const { salvo, aviso } = await salvarConfiguracao(filial.id, tipo, form);
      aplicarSalvo(salvo);
      notify(MSG.configuracaoSalva, { type: 'success' });
      // Saved, but not checked against the ERP (agent offline) or its test failed: said beside the success.
      if (aviso) notify(aviso, { type: 'warning', multiLine: true, autoHideDuration: 15_000 });
      return true;
    } catch (error) {
      const falha = await tratarFalha(error, MSG.erroSalvarConfiguracao);
      setErros(falha.fields);
      return false;
    } finally {
      setSalvando(false);
    }
  }, [form, tipo, basica, filial.id, aplicarSalvo, notify, tratarFalha]);

  const limpar = useCallback(async () => {
    try {
      aplicarSalvo(await limparConfiguracao<D>(filial.id, tipo));
    } catch (error) {
      await tratarFalha(error);
    }
  }, [filial.id, tipo, aplicarSalvo, tratarFalha]);

  /** Changes the form and forgets the messages of what changed (the keys given). */
  const alterar = useCallback((muda: (atual: FormConfiguracao<D>) => FormConfiguracao<D>, ...chaves: string[]) => {
    setForm((atual) => (atual ? muda(atual) : atual));
    if (chaves.length) setErros((atual) => Object.fromEntries(Object.entries(atual).filter(([k]) => !chaves.some((c) => k === c || k.startsWith(`${c}.`)))));
  }, []);

  const alterado = useMemo(() => Boolean(form && salvo && !mesmoConteudo(form, salvo)), [form, salvo]);

  return { form, erros, setErros, salvando, salvar, limpar, alterar, alterado };
}

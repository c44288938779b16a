import {
  agendaVazia,
  normalizarCampoPersonalizado,
  novaJanela,
  novoCampoPersonalizado,
  novoInsert,
  type Agenda,
  type CampoPersonalizado,
  type ChaveMapa,
  type DadosTipo,
  type GrupoInsert,
  type InsertCard,
  type JanelaAgenda,
  type ListaAgenda,
  type SubSelect,
} from '../../../common/catalogo';
import type { FormConfiguracao } from '../api/types';

/** A data page's form: the catalogue's dados of a type, its mapping and the Sync Active switch. */
export type FormDados = FormConfiguracao<DadosTipo>;

/** Where a select's mapping lives: the main select maps `campos`, each sub-select its own key. */
export type ChaveSelect = 'select' | SubSelect['chave'];
export const chaveMapeamento = (chave: ChaveSelect): ChaveMapa => (chave === 'select' ? 'campos' : chave);

/** A timestamp id not yet used in the list (two clicks in the same millisecond still differ). */
function idLivre(criar: (agora: number) => { id: string }, usados: { id: string }[], agora = Date.now()): number {
  const ids = new Set(usados.map((u) => u.id));
  let t = agora;
  while (ids.has(criar(t).id)) t += 1;
  return t;
}

export function mapear(form: FormDados, chave: ChaveSelect, campo: string, coluna: string): FormDados {
  const k = chaveMapeamento(chave);
  return { ...form, mapeamento: { ...form.mapeamento, [k]: { ...form.mapeamento[k], [campo]: coluna } } };
}

/** A field of a select takes a fixed value (texto) instead of a column, or back to its column (null). */
export function fixar(form: FormDados, chave: ChaveSelect, campo: string, texto: string | null): FormDados {
  const k = chaveMapeamento(chave);
  const { [campo]: _antes, ...outros } = form.mapeamento.fixos?.[k] ?? {};
  const doSelect = texto === null ? outros : { ...outros, [campo]: texto };
  return { ...form, mapeamento: { ...form.mapeamento, fixos: { ...form.mapeamento.fixos, [k]: doSelect } } };
}

export function definirDado<K extends keyof DadosTipo>(form: FormDados, chave: K, valor: DadosTipo[K]): FormDados {
  return { ...form, dados: { ...form.dados, [chave]: valor } };
}

// Custom fields

const comCampos = (form: FormDados, campos: CampoPersonalizado[]): FormDados => ({ ...form, mapeamento: { ...form.mapeamento, camposPersonalizados: campos } });

export function adicionarCampo(form: FormDados, agora = Date.now()): FormDados {
  const campos = form.mapeamento.camposPersonalizados;
  return comCampos(form, [...campos, novoCampoPersonalizado(idLivre(novoCampoPersonalizado, campos, agora))]);
}

/** Changes one custom field; a selectable one turns editable on (docs/produto.md §4). */
export function alterarCampo(form: FormDados, indice: number, patch: Partial<CampoPersonalizado>): FormDados {
  return comCampos(
    form,
    form.mapeamento.camposPersonalizados.map((c, i) => (i === indice ? normalizarCampoPersonalizado({ ...c, ...patch }) : c)),
  );
}

export const removerCampo = (form: FormDados, indice: number): FormDados =>
  comCampos(
    form,
    form.mapeamento.camposPersonalizados.filter((_, i) => i !== indice),
  );

// Insert cards

type ChaveInsert = GrupoInsert['chave'];
const comInserts = (form: FormDados, chave: ChaveInsert, cards: InsertCard[]): FormDados => definirDado(form, chave, cards);

export function adicionarInsert(form: FormDados, chave: ChaveInsert, agora = Date.now()): FormDados {
  const cards = form.dados[chave] ?? [];
  return comInserts(form, chave, [...cards, novoInsert(idLivre(novoInsert, cards, agora))]);
}

export function alterarInsert(form: FormDados, chave: ChaveInsert, indice: number, patch: Partial<InsertCard>): FormDados {
  return comInserts(
    form,
    chave,
    form.dados[chave].map((c, i) => (i === indice ? { ...c, ...patch } : c)),
  );
}

/** Removes a card, but at least one stays (docs/produto.md §2). */
export function removerInsert(form: FormDados, chave: ChaveInsert, indice: number): FormDados {
  const cards = form.dados[chave];
  return cards.length <= 1
    ? form
    : comInserts(
        form,
        chave,
        cards.filter((_, i) => i !== indice),
      );
}

/** Drag and drop: the card at `de` moves to `para`. */
export function moverInsert(form: FormDados, chave: ChaveInsert, de: number, para: number): FormDados {
  const cards = [...form.dados[chave]];
  const [movido] = cards.splice(de, 1);
  if (!movido) return form;
  cards.splice(para, 0, movido);
  return comInserts(form, chave, cards);
}

// Schedule windows (common/catalogo/agenda)

/** The schedule as the form holds it, windows being typed included (the save checks them). */
export const agendaDoForm = (form: FormDados): Agenda => ({ ...agendaVazia(), ...form.dados.agenda });

/** A schedule without windows is no schedule: the dados go back to what a never-scheduled type saves. */
function comAgenda(form: FormDados, agenda: Agenda): FormDados {
  const { agenda: _antes, ...dados } = form.dados;
  return { ...form, dados: agenda.somenteEntre.length || agenda.naoEntre.length ? { ...dados, agenda } : (dados as DadosTipo) };
}

export function adicionarJanela(form: FormDados, lista: ListaAgenda): FormDados {
  const agenda = agendaDoForm(form);
  return comAgenda(form, { ...agenda, [lista]: [...agenda[lista], novaJanela(lista)] });
}

export function alterarJanela(form: FormDados, lista: ListaAgenda, indice: number, patch: Partial<JanelaAgenda>): FormDados {
  const agenda = agendaDoForm(form);
  return comAgenda(form, { ...agenda, [lista]: agenda[lista].map((j, i) => (i === indice ? { ...j, ...patch } : j)) });
}

export function removerJanela(form: FormDados, lista: ListaAgenda, indice: number): FormDados {
  const agenda = agendaDoForm(form);
  return comAgenda(form, { ...agenda, [lista]: agenda[lista].filter((_, i) => i !== indice) });
}

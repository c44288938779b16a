/** docs/produto.md §2 routes of the contratantes (under /admin): the list is react-admin's own /contratantes. */
export const CONTRATANTE_NEW_PATH = 'contratante';
export const contratantePath = (id: number | string) => `contratante/${id}`;

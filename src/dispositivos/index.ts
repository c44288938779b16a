export { DispositivoPage } from './DispositivoPage';

/** <Resource name="mobileDispositivos">: listed only inside a branch, edited at the docs/produto.md §2 routes. */
export default {
  recordRepresentation: 'uuid',
};

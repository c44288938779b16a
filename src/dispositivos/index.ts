export { DispositivoPage } from './DispositivoPage';

/** <Resource name="mobileDispositivos">: listed only inside a branch, edited at the SPEC §2 routes. */
export default {
  recordRepresentation: 'uuid',
};

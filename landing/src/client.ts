// The only JavaScript of the public site: progressive enhancement of the pre-rendered HTML, and the
// docs/produto.md §2 rule that keeps a recovery session on /recuperarsenha.
import { redirectRecoverySession } from './client/recoverySession';
import { initSlideshow } from './client/slideshow';
import { initVideoFacade } from './client/videoFacade';

redirectRecoverySession();
document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(initSlideshow);
document.querySelectorAll<HTMLAnchorElement>('a[data-video-id]').forEach(initVideoFacade);

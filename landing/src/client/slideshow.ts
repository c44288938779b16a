import { SLIDESHOW_INTERVAL_MS } from '../constants';

/**
 * Turns the pre-rendered strip of slides into a carousel that advances every SLIDESHOW_INTERVAL_MS.
 * WCAG 2.2.2: it starts paused under prefers-reduced-motion, has a pause/play button, and holds
 * still while the pointer is over it or keyboard focus is inside it.
 */
export function initSlideshow(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  if (!track || !toggle) return;
  const slides = Array.from(track.children) as HTMLElement[];
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  let index = 0;
  let playing = !reducedMotion.matches; // the visitor's choice
  let held = false; // pointer over it or focus inside it
  let timer: number | undefined;

  function show(next: number, smooth: boolean): void {
    index = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.inert = i !== index;
    });
    track!.scrollTo({ left: index * track!.clientWidth, behavior: smooth && !reducedMotion.matches ? 'smooth' : 'auto' });
  }

  function schedule(): void {
    window.clearInterval(timer);
    const rotating = playing && !held;
    if (rotating) timer = window.setInterval(() => show(index + 1, true), SLIDESHOW_INTERVAL_MS);
    // Announce slide changes only when they are the visitor's doing.
    track!.setAttribute('aria-live', rotating ? 'off' : 'polite');
    toggle!.textContent = playing ? 'Pausar' : 'Reproduzir';
  }

  function hold(value: boolean): void {
    held = value;
    schedule();
  }

  toggle.addEventListener('click', () => {
    playing = !playing;
    held = false;
    schedule();
  });
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => {
    show(index - 1, true);
    schedule();
  });
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => {
    show(index + 1, true);
    schedule();
  });
  root.addEventListener('mouseenter', () => hold(true));
  root.addEventListener('mouseleave', () => hold(false));
  root.addEventListener('focusin', () => hold(true));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold(false);
  });
  reducedMotion.addEventListener('change', () => {
    if (reducedMotion.matches) playing = false;
    schedule();
  });

  // A swipe, or the arrow keys on the focused strip, scroll it: keep the current slide in step.
  let settle: number | undefined;
  track.addEventListener('scroll', () => {
    window.clearTimeout(settle);
    settle = window.setTimeout(() => {
      const shown = Math.round(track.scrollLeft / track.clientWidth);
      if (shown !== index) {
        show(shown, false);
        schedule();
      }
    }, 150);
  });
  window.addEventListener('resize', () => show(index, false));

  root.classList.add('is-ready');
  show(0, false);
  schedule();
}

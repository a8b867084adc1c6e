import { HERO_INTERVAL_MS } from '../../core/constants.ts';

// The home hero's slideshow (public-site §2 "Home", §4): advances every 5 s when there is more than
// one image and wraps; previous/next and the dots set the index directly. It stands still while the
// pointer is over it or focus is inside it, when the visitor paused it, and for visitors who ask for
// reduced motion (WCAG 2.2.2).

export function startHeroSlideshow(hero: HTMLElement): void {
  const slides = [...hero.querySelectorAll<HTMLElement>('[data-hero-slide]')];
  const dots = [...hero.querySelectorAll<HTMLButtonElement>('[data-hero-dot]')];
  const controls = hero.querySelector<HTMLElement>('[data-hero-controls]');
  const pauseButton = hero.querySelector<HTMLButtonElement>('[data-hero-pause]');
  if (slides.length < 2 || !controls) return;

  // Bring in the waiting slides' images now that the first one has painted.
  for (const slide of slides) {
    const template = slide.querySelector('template');
    if (template) slide.replaceChildren(template.content.cloneNode(true));
  }

  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let index = 0;
  let hovering = false;
  let focused = false;
  let pausedByVisitor = reducedMotion.matches;
  let timer: ReturnType<typeof setInterval> | undefined;

  function show(next: number) {
    index = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.classList.toggle('opacity-0', !active);
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
  }

  function schedule() {
    clearInterval(timer);
    timer = undefined;
    if (!hovering && !focused && !pausedByVisitor) timer = setInterval(() => show(index + 1), HERO_INTERVAL_MS);
  }

  function go(next: number) {
    show(next);
    schedule(); // a manual step restarts the 5 s count
  }

  function syncPauseButton() {
    if (!pauseButton) return;
    pauseButton.setAttribute('aria-pressed', String(pausedByVisitor));
    pauseButton.setAttribute('aria-label', pausedByVisitor ? 'Retomar apresentação' : 'Pausar apresentação');
  }

  hero.querySelector('[data-hero-prev]')?.addEventListener('click', () => go(index - 1));
  hero.querySelector('[data-hero-next]')?.addEventListener('click', () => go(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)));
  pauseButton?.addEventListener('click', () => {
    pausedByVisitor = !pausedByVisitor;
    syncPauseButton();
    schedule();
  });
  hero.addEventListener('mouseenter', () => ((hovering = true), schedule()));
  hero.addEventListener('mouseleave', () => ((hovering = false), schedule()));
  hero.addEventListener('focusin', () => ((focused = true), schedule()));
  hero.addEventListener('focusout', (event) => {
    if (!hero.contains(event.relatedTarget as Node | null)) ((focused = false), schedule());
  });
  hero.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
  });
  reducedMotion.addEventListener('change', () => ((pausedByVisitor = reducedMotion.matches), syncPauseButton(), schedule()));

  controls.hidden = false;
  hero.dataset.heroReady = '';
  syncPauseButton();
  schedule();
}

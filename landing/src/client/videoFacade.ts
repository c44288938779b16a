const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function youtubeEmbedUrl(videoId: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

function preconnect(): void {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = EMBED_ORIGIN;
  document.head.append(link);
}

/**
 * Replaces the link to the video with the youtube-nocookie player on a plain click. Modified clicks
 * (new tab, new window) keep the link's own behaviour.
 */
export function initVideoFacade(link: HTMLAnchorElement): void {
  const videoId = link.dataset.videoId;
  if (!videoId) return;
  link.addEventListener('pointerover', preconnect, { once: true });
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const iframe = document.createElement('iframe');
    iframe.src = youtubeEmbedUrl(videoId);
    iframe.title = link.dataset.videoTitle ?? 'Vídeo de apresentação';
    iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
    iframe.allowFullscreen = true;
    // The server sends Referrer-Policy: same-origin; YouTube's player refuses to start without a referrer.
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    link.replaceWith(iframe);
    iframe.focus();
  });
}

import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { siteConfig } from '../siteConfig';

/**
 * A light facade: a plain link to the video on YouTube. landing/src/client/videoFacade.ts swaps it
 * for a youtube-nocookie iframe on click, so nothing from YouTube loads before the visitor asks.
 */
export function VideoSection() {
  const { youtubeId, title } = siteConfig.video;
  return (
    <Section
      id="video"
      title="Veja o aplicativo em ação"
      intro="Uma apresentação rápida do aplicativo no celular, da área do parceiro e do gerenciador de integração."
    >
      <div className="video-frame">
        <a
          className="video-facade"
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
          data-video-id={youtubeId}
          data-video-title={title}
        >
          <span className="video-play">
            <Icon name="play" className="icon icon-filled" />
          </span>
          <span className="video-label">
            Assistir ao vídeo de apresentação <span className="video-source">(YouTube)</span>
          </span>
        </a>
      </div>
      <p className="note">O vídeo só é carregado do YouTube, em modo de privacidade aprimorada, quando você pede para assistir.</p>
    </Section>
  );
}

export interface MapProps {
  /** The OpenStreetMap embed's address (its origin is the only frame the CSP allows). */
  src: string;
  /** The frame's accessible name. */
  title: string;
}

/** How near the visitor must scroll before the map starts loading: a screen's height or so ahead. */
const AHEAD = '600px 0px';

/**
 * The contact page's map. Without JavaScript the browser reads the frame inside <noscript>, lazily as ever. With
 * JavaScript `enhance` puts the same frame in when the visitor scrolls near it. The embed is OpenStreetMap's whole
 * map application (Leaflet and its tiles): a browser's own lazy loading starts it 1,250 px or more below the screen,
 * so a phone opening the page built and painted it during load even when nobody scrolled down, which cost the page
 * about two points of Lighthouse's performance score (median 97 against 99 without the frame, five runs each).
 *
 * The server renders this component; the browser never does (the registry's 'enhance' rule).
 */
export default function ContactMap({ src, title }: MapProps) {
  return (
    <div className="contact-map" data-map-frame="">
      <noscript>
        <Frame src={src} title={title} />
      </noscript>
    </div>
  );
}

function Frame({ src, title }: MapProps) {
  return (
    <iframe
      className="contact-map__frame"
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** The browser's side (client/main.ts): the frame, once the map's box comes within AHEAD of the screen. */
export async function enhance(root: HTMLElement, props: MapProps): Promise<void> {
  const box = root.querySelector<HTMLElement>('[data-map-frame]');
  if (!box) return;
  const show = () => {
    const frame = document.createElement('iframe');
    frame.className = 'contact-map__frame';
    frame.title = props.title;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.src = props.src;
    box.append(frame);
  };
  if (!('IntersectionObserver' in window)) return show();
  const watcher = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watcher.disconnect();
      show();
    },
    { rootMargin: AHEAD },
  );
  watcher.observe(box);
}

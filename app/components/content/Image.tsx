import { useRootData } from "~/root-data";
import type { Lang } from "~/i18n/lang";
import type { ImageField } from "~/services/content/types";
import { parseAssetRef, sanitySrcSet, type SanityProject } from "./image-url";

/** The Sanity project images come from, when the root loader's public config names one. */
function useSanityProject(): SanityProject | null {
  const root = useRootData();
  return root?.config?.sanityImages ?? null;
}

type Props = {
  /** The alt text may be left out where the picture is decorative. */
  image: (Omit<ImageField, "_type" | "alt"> & Partial<Pick<ImageField, "alt">>) | null | undefined;
  lang: Lang;
  /** Width in CSS pixels the picture is shown at (its largest layout width); height follows the aspect ratio. */
  width: number;
  /** The `sizes` attribute for Sanity images; defaults to the display width. */
  sizes?: string;
  className?: string;
  /** The first picture of a page loads eagerly; the rest lazily. */
  priority?: boolean;
  /** Beside its own caption (a card title): empty alt so screen readers do not say it twice. */
  decorative?: boolean;
};

/**
 * A content picture: a local file of the embedded dataset (`src`), or a Sanity asset served by the
 * image CDN with a srcset at the scales of docs/site.md#images. Width and height are always set to avoid layout shift.
 */
export function Image({ image, lang, width, sizes, className, priority = false, decorative = false }: Props) {
  const project = useSanityProject();
  if (!image) return null;
  const alt = decorative ? "" : (image.alt?.[lang] ?? "");
  const loading = priority ? "eager" : "lazy";
  // The first picture is fetched before anything else the page loads (React 18 knows no fetchPriority prop).
  const fetchPriority = priority ? { fetchpriority: "high" } : {};
  const asset = image.asset ? parseAssetRef(image.asset._ref) : null;
  if (asset && project) {
    const { src, srcSet } = sanitySrcSet(asset, project, width);
    const height = Math.round((width * asset.height) / asset.width);
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes ?? `${width}px`}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        {...fetchPriority}
        decoding="async"
        className={className}
      />
    );
  }
  if (!image.src) return null;
  const height = image.width && image.height ? Math.round((width * image.height) / image.width) : width;
  return <img src={image.src} width={width} height={height} alt={alt} loading={loading} {...fetchPriority} decoding="async" className={className} />;
}

/** Image scales (docs/site.md#images): every picture is offered at these multiples of its displayed width. */
export const IMAGE_SCALES = [0.4, 0.5, 1, 1.5, 2, 2.5, 3] as const;

export type SanityProject = { projectId: string; dataset: string };

export type AssetInfo = { id: string; width: number; height: number; format: string };

/** Reads a Sanity image asset id, `image-<id>-<w>x<h>-<fmt>`, or null when it is not one. */
export function parseAssetRef(ref: string): AssetInfo | null {
  const match = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/.exec(ref);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]), format: match[4]! };
}

/** The cdn.sanity.io address of an asset scaled to `width` pixels, in the best format the browser takes. */
export function sanityImageUrl(asset: AssetInfo, project: SanityProject, width: number): string {
  const path = `${encodeURIComponent(project.projectId)}/${encodeURIComponent(project.dataset)}/${asset.id}-${asset.width}x${asset.height}.${asset.format}`;
  return `https://cdn.sanity.io/images/${path}?w=${width}&auto=format`;
}

/**
 * Candidate widths for a picture shown `displayWidth` pixels wide: each scale, never wider than the
 * original (the CDN would only upscale), without duplicates, ascending.
 */
export function srcSetWidths(displayWidth: number, intrinsicWidth: number): number[] {
  const widths = IMAGE_SCALES.map((scale) => Math.min(Math.round(displayWidth * scale), intrinsicWidth)).filter((w) => w > 0);
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** `src` and `srcset` (width descriptors) of an asset shown `displayWidth` pixels wide. */
export function sanitySrcSet(asset: AssetInfo, project: SanityProject, displayWidth: number): { src: string; srcSet: string } {
  const widths = srcSetWidths(displayWidth, asset.width);
  return {
    src: sanityImageUrl(asset, project, Math.min(displayWidth, asset.width)),
    srcSet: widths.map((w) => `${sanityImageUrl(asset, project, w)} ${w}w`).join(", "),
  };
}
